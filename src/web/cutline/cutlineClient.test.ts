import { describe, expect, it } from 'vitest';
import { cutline } from '../../shared/cutline';
import { CutlineClient, type CutlineProgress, type CutlineWorkerLike } from './cutlineClient';
import type { CutlineReply, CutlineRequest } from './protocol';

/** A worker stand-in that answers like worker.ts, each request on a later task (in order). */
class FakeWorker implements CutlineWorkerLike {
  onmessage: ((event: MessageEvent<CutlineReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  received: number[] = [];
  private queue = Promise.resolve();

  postMessage(message: CutlineRequest): void {
    this.received.push(message.id);
    this.queue = this.queue.then(async () => {
      await new Promise((r) => setTimeout(r, 0));
      const reply = (data: CutlineReply) => this.onmessage?.({ data } as MessageEvent<CutlineReply>);
      reply({ id: message.id, type: 'started' });
      try {
        reply({ id: message.id, type: 'done', result: cutline(message.mask, message.width, message.height, message.options), ms: 1 });
      } catch (error) {
        reply({ id: message.id, type: 'error', message: (error as Error).message });
      }
    });
  }

  terminate(): void {
    this.terminated = true;
  }
}

/** A 40×40 mask with an opaque 20×20 square in the middle. */
function squareMask(): Uint8Array {
  const mask = new Uint8Array(40 * 40);
  for (let y = 10; y < 30; y++) for (let x = 10; x < 30; x++) mask[y * 40 + x] = 255;
  return mask;
}

describe('CutlineClient', () => {
  it('traces in the worker and reports progress', async () => {
    const workers: FakeWorker[] = [];
    const client = new CutlineClient(() => {
      workers.push(new FakeWorker());
      return workers[workers.length - 1];
    });
    const progress: CutlineProgress[] = [];
    const answer = await client.compute(squareMask(), 40, 40, { dpi: 40, offsetIn: 0.1 }, (p) => progress.push(p));
    expect(answer?.result.path).toMatch(/^M[\d.]+ [\d.]+C.*Z$/s);
    expect(answer?.result.empty).toBe(false);
    expect(progress).toEqual(['queued', 'running', 'done']);
    // A second request reuses the same worker.
    await client.compute(squareMask(), 40, 40, { dpi: 40 });
    expect(workers).toHaveLength(1);
  });

  it('resolves an older request to null once a newer one is made, and keeps the newest', async () => {
    const client = new CutlineClient(() => new FakeWorker());
    const older = client.compute(squareMask(), 40, 40, { dpi: 40, offsetIn: 0.05 });
    const newer = client.compute(squareMask(), 40, 40, { dpi: 40, offsetIn: 0.2 });
    expect(await older).toBeNull();
    const answer = await newer;
    expect(answer?.result.offsetPx).toBeCloseTo(8);
  });

  it('rejects with the engine message when the input is bad', async () => {
    const client = new CutlineClient(() => new FakeWorker());
    await expect(client.compute(new Uint8Array(4), 40, 40, {})).rejects.toThrow(/mask has 4 values/);
  });

  it('fails waiting requests when the worker crashes, and starts a new worker next time', async () => {
    const workers: FakeWorker[] = [];
    const client = new CutlineClient(() => {
      workers.push(new FakeWorker());
      return workers[workers.length - 1];
    });
    const waiting = client.compute(squareMask(), 40, 40, { dpi: 40 });
    workers[0].onerror?.({ message: 'boom' } as ErrorEvent);
    await expect(waiting).rejects.toThrow('boom');
    expect(workers[0].terminated).toBe(true);
    await client.compute(squareMask(), 40, 40, { dpi: 40 });
    expect(workers).toHaveLength(2);
  });

  it('reports a worker that cannot start as a rejected promise', async () => {
    const client = new CutlineClient(() => {
      throw new Error('no workers here');
    });
    await expect(client.compute(squareMask(), 40, 40, {})).rejects.toThrow('no workers here');
  });
});
