import path from 'node:path';
import type { AppConfig } from '../../config';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import type { StoragePort } from './types';

/** STORAGE_DRIVER=s3 selects S3-compatible object storage; otherwise files live under DATA_DIR/storage. */
export function createStorage(config: AppConfig): StoragePort {
  if (config.storage.driver === 's3') return new S3Storage({ ...config.storage.s3, cdnUrl: config.site.cdnUrl });
  return new LocalStorage(path.join(config.dataDir, 'storage'));
}
