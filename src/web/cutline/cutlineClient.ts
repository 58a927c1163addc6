/**
 * The page's side of the cutline worker. One worker is kept alive for the page's life; each request
 * replaces the one before: an older request's promise resolves to null (its result is stale), so a fast
 * slider never shows an outdated cutline after a newer one.
 */
import type { CutlineOptions, CutlineResult } from '../../shared/cutline';
import type { CutlineReply, CutlineRequest } from './protocol';

/** Where a request is: sent, being traced by the worker, or finished. */
export type CutlineProgress = 'queued' | 'running' | 'done';

export interface CutlineAnswer {
  result: CutlineResult;
  /** Time the engine took in the worker, ms. */
  ms: number;
}

/** The part of Worker the client uses (a fake in tests). */
export interface CutlineWorkerLike {
  postMessage(message: CutlineRequest, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<CutlineReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

interface Pending {
  id: number;
  resolve: (answer: CutlineAnswer | null) => void;
  reject: (error: Error) => void;
  onProgress?: (progress: CutlineProgress) => void;
}

export class CutlineClient {
  private worker: CutlineWorkerLike | null = null;
  private lastId = 0;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly startWorker: () => CutlineWorkerLike) {}

  /**
   * Traces the cutline of `mask` (width × height alpha values). The mask is transferred to the worker
   * (pass a copy to keep it). Resolves to null when a newer request was made before this one finished.
   */
  compute(mask: Uint8Array, width: number, height: number, options: CutlineOptions, onProgress?: (progress: CutlineProgress) => void): Promise<CutlineAnswer | null> {
    // Every older request is now stale: settle it at once so its caller stops waiting.
    for (const old of this.pending.values()) old.resolve(null);
    this.pending.clear();
    const id = ++this.lastId;
    return new Promise((resolve, reject) => {
      let worker: CutlineWorkerLike;
      try {
        worker = this.ensureWorker();
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      this.pending.set(id, { id, resolve, reject, onProgress });
      onProgress?.('queued');
      worker.postMessage({ id, mask, width, height, options }, [mask.buffer]);
    });
  }

  /**
   * Starts the worker ahead of the first request (it loads its module meanwhile). A worker that cannot
   * start is reported by the first request instead.
   */
  prepare(): void {
    try {
      this.ensureWorker();
    } catch {}
  }

  /** Ends the worker; a request still waiting resolves to null. */
  dispose(): void {
    for (const p of this.pending.values()) p.resolve(null);
    this.pending.clear();
    this.worker?.terminate();
    this.worker = null;
  }

  private ensureWorker(): CutlineWorkerLike {
    if (this.worker) return this.worker;
    const worker = this.startWorker();
    worker.onmessage = (event) => this.onReply(event.data);
    worker.onerror = (event) => {
      // The worker could not load or crashed: fail what is waiting and start a fresh one next time.
      const error = new Error(event.message || 'The cutline worker stopped.');
      for (const p of this.pending.values()) p.reject(error);
      this.pending.clear();
      this.worker?.terminate();
      this.worker = null;
    };
    this.worker = worker;
    return worker;
  }

  private onReply(reply: CutlineReply): void {
    const p = this.pending.get(reply.id);
    if (!p) return; // An answer to a request that was replaced: discarded.
    if (reply.type === 'started') {
      p.onProgress?.('running');
      return;
    }
    this.pending.delete(reply.id);
    if (reply.type === 'done') {
      p.onProgress?.('done');
      p.resolve({ result: reply.result, ms: reply.ms });
    } else p.reject(new Error(reply.message));
  }
}

let shared: CutlineClient | null = null;

/** The page-wide client, started on first use (one worker for every preview). */
export function cutlineClient(): CutlineClient {
  shared ??= new CutlineClient(() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }) as CutlineWorkerLike);
  return shared;
}

/** Traces a cutline in the shared worker; see CutlineClient.compute. */
export function computeCutline(
  mask: Uint8Array,
  width: number,
  height: number,
  options: CutlineOptions,
  onProgress?: (progress: CutlineProgress) => void,
): Promise<CutlineAnswer | null> {
  return cutlineClient().compute(mask, width, height, options, onProgress);
}
