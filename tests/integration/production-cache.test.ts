import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionFileUrl } from '../../src/shared/api/production';
import { call, cookieOf, type Who } from '../setup/designs';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, TEST_ADMIN_EMAIL, type TestServer } from '../setup/test-server';

const BASE = 'http://localhost:3000';

const design = (fill: string) => ({
  version: 2,
  workspace: { id: 'workspace', shape: 'rectangle', width: 1500, height: 1500 },
  objects: [{ id: 'disc', type: 'Circle', left: 250, top: 250, radius: 400, fill }],
});

describe.each(testDbKinds())('production files are rendered once per design version and size (%s)', (kind) => {
  let server: TestServer;
  let alice: ReturnType<TestServer['client']>;
  let admin: ReturnType<TestServer['client']>;
  let designId: string;

  async function download(who: Who, url: string) {
    const cookie = cookieOf(who);
    const res = await server.app.request(`${BASE}${url}`, { headers: cookie ? { cookie } : {} });
    return { status: res.status, source: res.headers.get('x-production-source'), warnings: res.headers.get('x-production-warnings'), body: Buffer.from(await res.arrayBuffer()) };
  }
  /** What the cache holds for the design, as file names per render directory (local storage on disk). */
  function cached(): string[] {
    const dir = path.join(server.dataDir, 'storage', 'production-cache', designId);
    if (!fs.existsSync(dir)) return [];
    return fs.readdirSync(dir).flatMap((render) =>
      fs
        .readdirSync(path.join(dir, render))
        .filter((f) => !f.endsWith('.meta.json')) // the local driver's content-type sidecars
        .map((f) => f.replace(/^[0-9a-f]{40}/, '<variant>')),
    );
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    [alice, admin] = [server.client(), server.client()];
    expect((await alice.signUp('alice-cache@test.example')).status).toBe(200);
    expect((await admin.signUpVerified(TEST_ADMIN_EMAIL)).status).toBe(200);
    const created = await call(server, alice, 'POST', '/api/designs', { name: 'cached', json: design('#ff0000'), isFavorite: false });
    expect(created.status, created.text).toBe(201);
    designId = created.json.design.id;
  });
  afterAll(() => server.stop());

  it('builds only the file asked for, and serves it again without rendering', async () => {
    const pdfUrl = productionFileUrl(designId, { size: 3, kind: 'sticker', file: 'pdf' });
    const first = await download(admin, pdfUrl);
    expect(first.status, first.body.toString()).toBe(200);
    expect(first.source).toBe('rendered');
    // The render (with its traced cut: a sticker's render follows its cut) and the PDF: no PNG or SVG was
    // made for a PDF download.
    expect(cached().sort()).toEqual(['<variant>.pdf', '<variant>.pdf.json', '<variant>.render.json', '<variant>.render.png']);

    const again = await download(admin, pdfUrl);
    expect(again.source).toBe('file-cache');
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.warnings).toBe(first.warnings);

    // Another file of the same design and size: built from the stored render, not rendered again.
    const png = await download(admin, productionFileUrl(designId, { size: 3, kind: 'sticker', file: 'png' }));
    expect(png.source).toBe('render-cache');
    expect(cached()).toContain('<variant>.png');
    expect(cached().filter((f) => f.endsWith('.svg'))).toEqual([]);
  });

  it('renders again for another size or a new revision, never serving a stale file', async () => {
    expect((await download(admin, productionFileUrl(designId, { size: 2, kind: 'sticker', file: 'pdf' }))).source).toBe('rendered');
    const saved = await call(server, alice, 'PUT', `/api/designs/${designId}`, { json: design('#00ff00'), baseRevision: 1 });
    expect(saved.status, saved.text).toBe(200);
    const png = await download(admin, productionFileUrl(designId, { size: 3, kind: 'sticker', file: 'png' }));
    expect(png.source).toBe('rendered');
    const { default: sharp } = await import('sharp');
    const { data } = await sharp(png.body).raw().toBuffer({ resolveWithObject: true });
    const centre = (450 * 900 + 450) * 4; // 3 in = 900 px; the disc's centre is at 650/1500 of it
    expect([...data.subarray(centre, centre + 3)]).toEqual([0, 255, 0]);
  });

  it('renders once when several files are asked for at the same time', async () => {
    const files = ['pdf', 'png', 'svg'] as const;
    const answers = await Promise.all(files.map((file) => download(admin, productionFileUrl(designId, { size: 4, kind: 'sticker', file }))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.source === 'rendered')).toHaveLength(1);
    expect(answers.filter((a) => a.source === 'render-cache')).toHaveLength(2);
  });

  it('keeps the cache out of reach of the files route', async () => {
    const dir = path.join(server.dataDir, 'storage', 'production-cache', designId);
    const render = fs.readdirSync(dir)[0];
    for (const who of [alice, admin]) expect((await call(server, who, 'GET', `/api/files/raw/production-cache/${designId}/${render}/render.png`)).status).toBe(404);
  });
});
