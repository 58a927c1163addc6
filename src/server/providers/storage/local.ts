import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey } from './keys';
import type { StoragePort, StoredObject } from './types';

/** Files on local disk under DATA_DIR/storage, served by the app at /api/files/raw/{key}. */
export class LocalStorage implements StoragePort {
  readonly kind = 'local' as const;
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertSafeKey(key);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error('Storage key escapes the storage root');
    return full;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<StoredObject> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(tmp, body);
    await fs.rename(tmp, file);
    await fs.writeFile(`${file}.meta.json`, JSON.stringify({ contentType }));
    return { key, contentType, size: body.length };
  }

  private async contentTypeOf(file: string): Promise<string> {
    try {
      return JSON.parse(await fs.readFile(`${file}.meta.json`, 'utf8')).contentType;
    } catch {
      return 'application/octet-stream';
    }
  }

  async get(key: string) {
    const file = this.pathOf(key);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) return null;
    return { body: createReadStream(file), contentType: await this.contentTypeOf(file), size: stat.size };
  }

  async getBuffer(key: string) {
    return fs.readFile(this.pathOf(key)).catch(() => null);
  }

  async delete(key: string) {
    const file = this.pathOf(key);
    await fs.rm(file, { force: true });
    await fs.rm(`${file}.meta.json`, { force: true });
  }

  async list(prefix: string): Promise<StoredObject[]> {
    const dir = path.resolve(this.root);
    const out: StoredObject[] = [];
    const walk = async (d: string) => {
      for (const entry of await fs.readdir(d, { withFileTypes: true }).catch(() => [])) {
        const full = path.join(d, entry.name);
        if (entry.isDirectory()) await walk(full);
        else if (!entry.name.endsWith('.meta.json') && !entry.name.endsWith('.tmp')) {
          const key = path.relative(dir, full).split(path.sep).join('/');
          if (key.startsWith(prefix)) out.push({ key, contentType: await this.contentTypeOf(full), size: (await fs.stat(full)).size });
        }
      }
    };
    await walk(dir);
    return out;
  }

  publicUrl(key: string): string {
    return `/api/files/raw/${key.split('/').map(encodeURIComponent).join('/')}`;
  }
}
