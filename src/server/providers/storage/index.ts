import path from 'node:path';
import type { AppConfig } from '../../config';
import { LocalStorage } from './local';
import type { StoragePort } from './types';

export function createStorage(config: AppConfig): StoragePort {
  return new LocalStorage(path.join(config.dataDir, 'storage'));
}
