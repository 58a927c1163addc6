/**
 * A small in-process cache of recent answers: at most `maxEntries`, each kept `ttlMs`. Page heads and the
 * sitemap are read by crawlers in bursts; a brief cache turns a burst into one query per item, and the
 * bound keeps a crawl of many distinct ids from growing memory. When full, the oldest entry goes.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached value, or the loader's (kept for the next calls; a failed load is not kept). */
  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value;
    this.entries.delete(key);
    const value = await load();
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    return value;
  }
}
