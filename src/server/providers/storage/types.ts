import type { Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  contentType: string;
  size: number;
}

/**
 * The file-storage port: local disk under DATA_DIR/storage (default) or S3-compatible object storage.
 * Keys are slash-separated paths such as `users/{uid}/materials/x.png`; they never start with `/`
 * and never contain `..`.
 */
export interface StoragePort {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<StoredObject>;
  get(key: string): Promise<{ body: Readable; contentType: string; size: number } | null>;
  getBuffer(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  list(prefix: string): Promise<StoredObject[]>;
  /** The app URL a browser uses to read the object (served by the app or the CDN). */
  publicUrl(key: string): string;
}
