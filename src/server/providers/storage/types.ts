import type { Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  contentType: string;
  size: number;
}

export interface ListPage {
  objects: StoredObject[];
  /** Pass back as `cursor` for the next page; absent on the last page. */
  nextCursor?: string;
}

/**
 * The file-storage port: local disk under DATA_DIR/storage (default) or S3-compatible object storage.
 * Keys are slash-separated paths such as `users/{uid}/materials/x.png`; they never start with `/`
 * and never contain `..` (see keys.ts; unsafe keys throw).
 */
export interface StoragePort {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<StoredObject>;
  /** A stream of the object, or null when there is none. */
  get(key: string): Promise<{ body: Readable; contentType: string; size: number } | null>;
  getBuffer(key: string): Promise<Buffer | null>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Every object under the prefix, in key order (walks all pages). */
  list(prefix: string): Promise<StoredObject[]>;
  /** One page of objects under the prefix, in key order. */
  listPage(prefix: string, options?: { limit?: number; cursor?: string }): Promise<ListPage>;
  /** The URL a browser uses to read the object (the app's raw route, or the CDN for public keys). */
  publicUrl(key: string): string;
  /** Releases connections (the S3 client); local disk has none. */
  destroy?(): void;
}
