import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { appFileUrl, assertSafeKey, contentTypeForKey, isCommunityKey, isPublicKey } from './keys';
import type { ListPage, StoragePort, StoredObject } from './types';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** SITE_CDN_URL: public keys are read from here instead of through the app. */
  cdnUrl?: string;
}

/** S3-compatible object storage (AWS S3, MinIO, R2, …) through @aws-sdk/client-s3. */
export class S3Storage implements StoragePort {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly cdnUrl: string | undefined;

  constructor(options: S3StorageOptions) {
    const config: S3ClientConfig = {
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      // Checksums only where S3 requires them: several S3-compatible servers reject the newer defaults.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    // Without explicit keys the SDK's default chain (env, instance role, …) applies.
    if (options.accessKeyId && options.secretAccessKey) config.credentials = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey };
    this.client = new S3Client(config);
    this.bucket = options.bucket;
    this.cdnUrl = options.cdnUrl?.replace(/\/+$/, '');
  }

  async put(key: string, body: Buffer, contentType: string): Promise<StoredObject> {
    assertSafeKey(key);
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.length }));
    return { key, contentType, size: body.length };
  }

  async get(key: string) {
    assertSafeKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!out.Body) return null;
      return { body: out.Body as Readable, contentType: out.ContentType ?? contentTypeForKey(key), size: out.ContentLength ?? 0 };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async getBuffer(key: string) {
    assertSafeKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string) {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async list(prefix: string): Promise<StoredObject[]> {
    const all: StoredObject[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.listPage(prefix, { cursor });
      all.push(...page.objects);
      cursor = page.nextCursor;
    } while (cursor);
    return all;
  }

  async listPage(prefix: string, options: { limit?: number; cursor?: string } = {}): Promise<ListPage> {
    const out = await this.client.send(
      new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, MaxKeys: Math.max(1, Math.min(options.limit ?? 1000, 1000)), ContinuationToken: options.cursor }),
    );
    // Listings do not carry the stored content type; the extension is a fair guess (get() returns the real one).
    const objects = (out.Contents ?? []).filter((o) => o.Key).map((o) => ({ key: o.Key as string, contentType: contentTypeForKey(o.Key as string), size: o.Size ?? 0 }));
    return out.IsTruncated && out.NextContinuationToken ? { objects, nextCursor: out.NextContinuationToken } : { objects };
  }

  /**
   * Public keys go to the CDN when one is configured; private keys always go through the app, which checks who asks,
   * and so do members' published files (moderation may hide them).
   */
  publicUrl(key: string): string {
    if (this.cdnUrl && isPublicKey(key) && !isCommunityKey(key)) return `${this.cdnUrl}/${key.split('/').map(encodeURIComponent).join('/')}`;
    return appFileUrl(key);
  }

  destroy(): void {
    this.client.destroy();
  }
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}
