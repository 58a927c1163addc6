import { Worker } from 'node:worker_threads';
import { autoSaveSchema, MAX_AUTOSAVE_INPUT_CHARS, MIN_AUTOSAVE_INPUT_CHARS } from '../../../shared/api/designs';
import { AUTOSAVE } from '../../../shared/autosave';
import { DomainError } from '../../domain/errors';
import { check } from '../../domain/validation';

/** The auto-save document as it arrived: its UTF-8 bytes (what storage keeps), its length in characters, and whether it is one JSON object. */
export interface AutoSaveDocument {
  utf8: Uint8Array;
  chars: number;
  isObject: boolean;
  /** How deep its groups nest (0: no groups), the same count the design rules limit to MAX_GROUP_DEPTH. */
  groupDepth: number;
}

const autoSaveFieldsSchema = autoSaveSchema.omit({ designData: true });
export type AutoSaveBody = ReturnType<typeof autoSaveFieldsSchema.parse> & { document: AutoSaveDocument };

type Split =
  | { kind: 'invalid_json' }
  /** Not an object with a string designData: the schema check says what is wrong. */
  | { kind: 'other' }
  | { kind: 'split'; fields: Record<string, unknown>; chars: number; isObject: boolean; groupDepth: number; utf8: Uint8Array };

/**
 * Decodes and parses the body, takes the document out of it, checks that the document is one JSON object
 * (unless it is over the auto-save limit, where only its workspace is kept) and encodes it to UTF-8.
 * Self-contained on purpose: the worker runs this very function (its source is sent to the worker).
 */
function splitBody(bytes: Uint8Array, maxCheckedChars: number): Split {
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return { kind: 'invalid_json' };
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { kind: 'other' };
  const { designData, ...fields } = body as Record<string, unknown>;
  if (typeof designData !== 'string') return { kind: 'other' };
  let isObject = false;
  let groupDepth = 0;
  if (designData.length <= maxCheckedChars) {
    try {
      const value = JSON.parse(designData);
      isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
      // The depth of the deepest `objects` list (the top one is 0), walked without recursion so a
      // 20,000-deep document cannot overflow the stack: what migrateDesign counts for designs.
      const lists: [unknown, number][] = isObject && Array.isArray(value.objects) ? [[value.objects, 0]] : [];
      for (let next = lists.pop(); next; next = lists.pop()) {
        const [list, depth] = next;
        if (depth > groupDepth) groupDepth = depth;
        for (const item of list as unknown[]) {
          const children = item !== null && typeof item === 'object' ? (item as { objects?: unknown }).objects : undefined;
          if (Array.isArray(children)) lists.push([children, depth + 1]);
        }
      }
    } catch {}
  }
  return { kind: 'split', fields, chars: designData.length, isObject, groupDepth, utf8: new TextEncoder().encode(designData) };
}

/**
 * Bodies up to this size are read in place (cheaper than a message); larger ones on the worker: a 1 MB
 * auto-save spent ~8 ms of the server's only thread decoding, parsing, checking and re-encoding its
 * document, and left two 1 MB strings to the garbage collector (decision 15).
 */
const IN_PLACE_LIMIT = 64 * 1024;

// esbuild (tsx, vitest) may wrap named functions in __name(); the worker has no such helper.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
var __name = (fn) => fn;
const splitBody = ${splitBody.toString()};
parentPort.on('message', ({ id, bytes, maxCheckedChars }) => {
  const split = splitBody(bytes, maxCheckedChars);
  parentPort.postMessage({ id, split }, split.kind === 'split' ? [split.utf8.buffer] : []);
});
`;

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, (split: Split | null) => void>();

function splitter(): Worker {
  if (worker) return worker;
  const w = new Worker(WORKER_SOURCE, { eval: true });
  w.unref(); // never keeps the process alive
  w.on('message', ({ id, split }: { id: number; split: Split }) => {
    pending.get(id)?.(split);
    pending.delete(id);
  });
  w.on('error', () => dropWorker(w));
  w.on('exit', () => dropWorker(w));
  worker = w;
  return w;
}

/** A worker that failed answers nothing more: its pending bodies are read in place. */
function dropWorker(w: Worker): void {
  if (worker === w) worker = null;
  for (const [id, resolve] of pending) {
    pending.delete(id);
    resolve(null);
  }
}

/** The bytes are copied to the worker (not transferred), so they are still here if it fails. Null when the worker failed. */
export function splitOnWorker(bytes: Uint8Array): Promise<Split | null> {
  return new Promise((resolve) => {
    const id = nextId++;
    pending.set(id, resolve);
    try {
      splitter().postMessage({ id, bytes, maxCheckedChars: AUTOSAVE.maxDocumentChars });
    } catch {
      pending.delete(id);
      resolve(null);
    }
  });
}

/**
 * The auto-save request body, checked with the shared schema, with its document kept as UTF-8 bytes.
 * Every refusal is the one `readJson(c, autoSaveSchema)` gives: a bad document is checked again with
 * the whole schema so the message is the same.
 */
export async function readAutoSaveBody(bytes: Uint8Array): Promise<AutoSaveBody> {
  const split = (bytes.length > IN_PLACE_LIMIT ? await splitOnWorker(bytes) : null) ?? splitBody(bytes, AUTOSAVE.maxDocumentChars);
  if (split.kind === 'invalid_json') throw new DomainError('invalid', 'invalid_json', 'The request body is not valid JSON.');
  if (split.kind === 'other') {
    check(autoSaveSchema, JSON.parse(new TextDecoder().decode(bytes)));
    throw new DomainError('invalid', 'invalid_input', 'designData: must be a string');
  }
  const fields = autoSaveFieldsSchema.safeParse(split.fields);
  const lengthOk = split.chars >= MIN_AUTOSAVE_INPUT_CHARS && split.chars <= MAX_AUTOSAVE_INPUT_CHARS;
  if (!fields.success || !lengthOk) {
    // The whole schema on the whole body: the same message a refused body always got.
    check(autoSaveSchema, { ...split.fields, designData: new TextDecoder().decode(split.utf8) });
    throw new DomainError('invalid', 'invalid_input', 'The request is not an auto-save.');
  }
  return { ...fields.data, document: { utf8: split.utf8, chars: split.chars, isObject: split.isObject, groupDepth: split.groupDepth } };
}
