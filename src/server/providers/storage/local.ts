import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { appFileUrl, assertSafeKey } from './keys';
import type { ListPage, StoragePort, StoredObject } from './types';

const META = '.meta.json';
const TMP = '.tmp';

/** Files on local disk under DATA_DIR/storage, served by the app at /api/files/raw/{key}. */
export class LocalStorage implements StoragePort {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    // Sidecar names are ours: a key ending like one could overwrite another object's metadata.
    if (key.endsWith(META) || key.endsWith(TMP)) throw new Error(`Unsafe storage key: ${key}`);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new Error('Storage key escapes the storage root');
    return full;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<StoredObject> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Metadata first, then the data, each written to a unique temporary file and renamed into place,
    // so a reader never sees a half-written object and parallel puts never share a temporary file.
    await writeAtomic(`${file}${META}`, Buffer.from(JSON.stringify({ contentType })));
    await writeAtomic(file, body);
    return { key, contentType, size: body.length };
  }

  private async contentTypeOf(file: string): Promise<string> {
    try {
      return JSON.parse(await fs.readFile(`${file}${META}`, 'utf8')).contentType ?? 'application/octet-stream';
    } catch {
      return 'application/octet-stream';
    }
  }

  async get(key: string) {
    const file = this.pathOf(key);
    // Open once and stat the handle: a concurrent replace cannot mix two versions.
    const handle = await fs.open(file, 'r').catch(() => null);
    if (!handle) return null;
    const stat = await handle.stat();
    if (!stat.isFile()) {
      await handle.close();
      return null;
    }
    return { body: handle.createReadStream(), contentType: await this.contentTypeOf(file), size: stat.size };
  }

  async getBuffer(key: string) {
    return fs.readFile(this.pathOf(key)).catch(() => null);
  }

  async delete(key: string) {
    const file = this.pathOf(key);
    await fs.rm(file, { force: true });
    await fs.rm(`${file}${META}`, { force: true });
  }

  async list(prefix: string): Promise<StoredObject[]> {
    const keys = await this.keysUnder(prefix);
    return Promise.all(keys.map((key) => this.describe(key)));
  }

  async listPage(prefix: string, options: { limit?: number; cursor?: string } = {}): Promise<ListPage> {
    const limit = Math.max(1, Math.min(options.limit ?? 1000, 1000));
    const keys = (await this.keysUnder(prefix)).filter((k) => !options.cursor || k > options.cursor);
    const page = keys.slice(0, limit);
    const objects = await Promise.all(page.map((key) => this.describe(key)));
    return keys.length > limit ? { objects, nextCursor: page[page.length - 1] } : { objects };
  }

  private async describe(key: string): Promise<StoredObject> {
    const file = path.join(this.root, key);
    const size = (await fs.stat(file).catch(() => null))?.size ?? 0;
    return { key, contentType: await this.contentTypeOf(file), size };
  }

  /** Sorted keys starting with prefix; the walk starts at the prefix's deepest directory. */
  private async keysUnder(prefix: string): Promise<string[]> {
    const dirPart = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    if (dirPart) assertSafeKey(dirPart);
    const out: string[] = [];
    const walk = async (d: string) => {
      for (const entry of await fs.readdir(d, { withFileTypes: true }).catch(() => [])) {
        const full = path.join(d, entry.name);
        if (entry.isDirectory()) await walk(full);
        else if (entry.isFile() && !entry.name.endsWith(META) && !entry.name.endsWith(TMP)) {
          const key = path.relative(this.root, full).split(path.sep).join('/');
          if (key.startsWith(prefix)) out.push(key);
        }
      }
    };
    await walk(path.join(this.root, dirPart));
    return out.sort();
  }

  publicUrl(key: string): string {
    return appFileUrl(key);
  }
}

async function writeAtomic(file: string, data: Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}${TMP}`;
  const handle = await fs.open(tmp, 'wx');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(tmp, file);
  } catch (err) {
    await fs.rm(tmp, { force: true });
    throw err;
  }
}
