import { Worker } from 'node:worker_threads';

/**
 * Is this text one JSON object? Large texts are parsed on a worker thread: a 1 MB auto-save document
 * took ~9 ms of the server's only thread to parse and left its whole object graph to the garbage
 * collector, just to be thrown away (decision 14). Small texts are parsed in place (cheaper than a
 * message). The answer is the same either way.
 */
const IN_PLACE_LIMIT = 64 * 1024;

const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, text }) => {
  let ok = false;
  try {
    const value = JSON.parse(text);
    ok = value !== null && typeof value === 'object' && !Array.isArray(value);
  } catch {}
  parentPort.postMessage({ id, ok });
});
`;

export function isJsonObjectInPlace(text: string): boolean {
  try {
    const value = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value);
  } catch {
    return false;
  }
}

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, (ok: boolean) => void>();

function checker(): Worker {
  if (worker) return worker;
  const w = new Worker(WORKER_SOURCE, { eval: true });
  w.unref(); // never keeps the process alive
  w.on('message', ({ id, ok }: { id: number; ok: boolean }) => {
    pending.get(id)?.(ok);
    pending.delete(id);
  });
  w.on('error', () => dropWorker(w));
  w.on('exit', () => dropWorker(w));
  worker = w;
  return w;
}

/** A worker that failed answers nothing more: its pending checks are redone in place. */
function dropWorker(w: Worker): void {
  if (worker === w) worker = null;
  for (const [id, resolve] of pending) {
    pending.delete(id);
    resolve(false);
  }
}

export async function isJsonObjectText(text: string): Promise<boolean> {
  if (text.length <= IN_PLACE_LIMIT) return isJsonObjectInPlace(text);
  const ok = await new Promise<boolean>((resolve) => {
    const id = nextId++;
    pending.set(id, resolve);
    try {
      checker().postMessage({ id, text });
    } catch {
      pending.delete(id);
      resolve(false);
    }
  });
  // A "no" is confirmed in place, so a worker that died can never refuse a good document.
  return ok || isJsonObjectInPlace(text);
}
