import { describe, expect, it } from 'vitest';
import { autoSaveSchema } from '../../../shared/api/designs';
import { AUTOSAVE } from '../../../shared/autosave';
import { DomainError } from '../../domain/errors';
import { check } from '../../domain/validation';
import { readAutoSaveBody, splitOnWorker } from './body';

const fields = { changeCount: 3, canvasState: { shape: 'circle', width: 500, height: 500 }, baseRevision: 2 };
const bytesOf = (body: unknown) => new TextEncoder().encode(typeof body === 'string' ? body : JSON.stringify(body));
/** Over the in-place limit, so it is read on the worker thread. */
const bigDocument = (inner: string) => `{"pad":"${'x'.repeat(200_000)}",${inner}}`;

/** What the route answered before the body moved to the worker: readJson(c, autoSaveSchema). */
function refusalOf(body: string): { code: string; message: string } {
  try {
    check(autoSaveSchema, JSON.parse(body));
  } catch (err) {
    if (err instanceof SyntaxError) return { code: 'invalid_json', message: 'The request body is not valid JSON.' };
    const e = err as DomainError;
    return { code: e.code, message: e.message };
  }
  throw new Error('expected a refusal');
}

async function refusal(body: string): Promise<{ code: string; message: string }> {
  const err = await readAutoSaveBody(bytesOf(body)).then(
    () => null,
    (e: DomainError) => e,
  );
  if (!(err instanceof DomainError)) throw new Error(`expected a DomainError for ${body.slice(0, 80)}`);
  return { code: err.code, message: err.message };
}

describe('readAutoSaveBody', () => {
  it('takes the document out as UTF-8 bytes, small (in place) or large (worker thread)', async () => {
    for (const designData of ['{"objects":[],"name":"Ünïcødé ✂︎ 贴纸"}', bigDocument('"name":"贴纸 ✂︎"')]) {
      const body = await readAutoSaveBody(bytesOf({ designData, ...fields, preview: undefined }));
      expect(body).toMatchObject(fields);
      expect(body.document.isObject).toBe(true);
      expect(body.document.chars).toBe(designData.length);
      expect(Buffer.from(body.document.utf8).toString('utf8')).toBe(designData);
    }
  });

  it('really reads on the worker thread (a failing worker would only show as a slower server)', async () => {
    const designData = bigDocument('"name":"贴纸"');
    const split = await splitOnWorker(bytesOf({ designData, ...fields }));
    expect(split).toMatchObject({ kind: 'split', chars: designData.length, isObject: true, fields });
  });

  it('says when the document is not one JSON object', async () => {
    for (const designData of ['[1,2]', '"text"', 'null', '{"a":}', bigDocument('"a":}'), `[${'1,'.repeat(100_000)}1]`]) {
      expect((await readAutoSaveBody(bytesOf({ designData, ...fields }))).document.isObject, designData.slice(0, 40)).toBe(false);
    }
  });

  it('does not parse a document over the auto-save limit (only its workspace is kept)', async () => {
    const designData = `{"pad":"${'x'.repeat(AUTOSAVE.maxDocumentChars)}"}`;
    const body = await readAutoSaveBody(bytesOf({ designData, ...fields }));
    expect(body.document).toMatchObject({ chars: designData.length, isObject: false });
  });

  it('refuses every bad body with the message the whole-schema check gives', async () => {
    const bad = [
      'not json',
      '[1]',
      'null',
      JSON.stringify({ ...fields }),
      JSON.stringify({ designData: 5, ...fields }),
      JSON.stringify({ designData: '{}', ...fields, changeCount: -1 }),
      JSON.stringify({ designData: '{', ...fields }),
      JSON.stringify({ designData: '{}', ...fields, canvasState: { shape: 'circle' } }),
      JSON.stringify({ designData: bigDocument('"a":1'), ...fields, baseRevision: 'x' }),
      JSON.stringify({ designData: bigDocument('"a":1'), ...fields, preview: 'data:text/html,hi' }),
      `{"designData":"${'x'.repeat(200_000)}`,
    ];
    for (const body of bad) expect(await refusal(body), body.slice(0, 80)).toEqual(refusalOf(body));
  });

  it('reads many large bodies at once, each its own', async () => {
    const bodies = Array.from({ length: 12 }, (_, i) => ({ designData: i % 3 === 0 ? bigDocument('"bad":') : bigDocument(`"i":${i}`), ...fields, changeCount: i }));
    const read = await Promise.all(bodies.map((b) => readAutoSaveBody(bytesOf(b))));
    expect(read.map((r) => [r.changeCount, r.document.isObject])).toEqual(bodies.map((_, i) => [i, i % 3 !== 0]));
  });
});

describe('group depth of the auto-save document', () => {
  const nested = (levels: number) => `{"objects":[${'{"type":"group","objects":['.repeat(levels)}{"type":"rect"}${']}'.repeat(levels)}]}`;

  it('counts the deepest objects list the way the design rules do, in place and on the worker', async () => {
    for (const levels of [0, 1, 64, 65]) {
      const body = await readAutoSaveBody(bytesOf({ ...fields, designData: nested(levels) }));
      expect(body.document.groupDepth).toBe(levels);
    }
    const deep = await readAutoSaveBody(bytesOf({ ...fields, designData: nested(20_000) }));
    expect(deep.document.groupDepth).toBe(20_000);
  });
});
