import { PDFArray, PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { productionFileUrl } from '../../src/shared/api/production';
import { call, cookieOf, uploadForm, type Who } from '../setup/designs';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, TEST_ADMIN_EMAIL, type TestServer } from '../setup/test-server';

const BASE = 'http://localhost:3000';

/** A 1500² design (5 in at 300 DPI): a red disc, an uploaded blue square, an image from another host. */
function artDesign(uploadUrl: string, cut?: Record<string, unknown>) {
  return {
    version: 2,
    workspace: { id: 'workspace', shape: 'rectangle', width: 1500, height: 1500 },
    objects: [
      { id: 'disc', type: 'Circle', left: 250, top: 250, radius: 400, fill: '#ff0000' },
      { id: 'upload', type: 'Image', left: 1000, top: 1000, width: 200, height: 200, src: uploadUrl },
      { id: 'foreign', type: 'Image', left: 100, top: 1200, width: 100, height: 100, src: 'http://169.254.169.254/latest/meta-data/x.png' },
    ],
    ...(cut ? { cut } : {}),
  };
}

describe.each(testDbKinds())('production files rendered on the server (%s)', (kind) => {
  let server: TestServer;
  let alice: ReturnType<TestServer['client']>;
  let admin: ReturnType<TestServer['client']>;
  let designId: string;

  async function download(who: Who, url: string) {
    const cookie = cookieOf(who);
    const res = await server.app.request(`${BASE}${url}`, { headers: cookie ? { cookie } : {} });
    return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    [alice, admin] = [server.client(), server.client()];
    expect((await alice.signUp('alice-prod@test.example')).status).toBe(200);
    expect((await admin.signUpVerified(TEST_ADMIN_EMAIL)).status).toBe(200);
    const blue = await sharp({ create: { width: 200, height: 200, channels: 4, background: '#0000ff' } })
      .png()
      .toBuffer();
    const upload = await uploadForm(server, alice, '/api/files/upload', blue, 'blue.png');
    expect(upload.status).toBe(201);
    const created = await call(server, alice, 'POST', '/api/designs', { name: 'Birthday sticker!', json: artDesign(upload.json.url), isFavorite: false });
    expect(created.status, created.text).toBe(201);
    designId = created.json.design.id;
  });
  afterAll(() => server.stop());

  it('gives an admin a print PDF: sticker + 1/16 in bleed, CutContour spot colour, without fetching anything', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const res = await download(admin, productionFileUrl(designId, { size: 4, kind: 'sticker', file: 'pdf' }));
    expect(res.status, res.body.toString()).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="birthday-sticker-4in-print.pdf"');
    const pdf = await PDFDocument.load(res.body);
    const page = pdf.getPage(0);
    expect(page.getMediaBox().width).toBeCloseTo((4 + 1 / 8) * 72, 3);
    expect(page.getMediaBox().height).toBeCloseTo((4 + 1 / 8) * 72, 3);
    const resources = pdf.context.lookup(page.node.get(PDFName.of('Resources')), PDFDict);
    const spaces = pdf.context.lookup(resources.get(PDFName.of('ColorSpace')), PDFDict);
    expect(spaces.get(PDFName.of('CutContour'))).toBeDefined();
    // The image from another host was left out and reported; nothing went over the network.
    const warnings = JSON.parse(res.headers.get('x-production-warnings') ?? '[]') as Array<{ code: string; message: string }>;
    expect(warnings.find((w) => w.code === 'missing-images')?.message).toContain('169.254.169.254');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('renders the saved design itself at 300 DPI: the disc and the uploaded image where they are', async () => {
    const res = await download(admin, productionFileUrl(designId, { size: 4, kind: 'sticker', file: 'png' }));
    expect(res.status).toBe(200);
    const { data, info } = await sharp(res.body).raw().toBuffer({ resolveWithObject: true });
    // The PNG is the print page: the sticker as cut (4 in: a square around the art, 250–1200 units) plus
    // 1/16 in each side, 1237.5 px at 300 DPI (whole pixels either way, by where the cut meets the grid).
    expect(info.width).toBe(info.height);
    expect(Math.abs(info.width - 1237.5)).toBeLessThanOrEqual(1);
    // Workspace units → page pixels, from the SVG's page (its viewBox, workspace units).
    const svg = (await download(admin, productionFileUrl(designId, { size: 4, kind: 'sticker', file: 'svg' }))).body.toString();
    const [vx, vy, vw] = (/viewBox="([^"]+)"/.exec(svg)?.[1] ?? '').split(' ').map(Number);
    const at = (wx: number, wy: number) => {
      const i = (Math.round(((wy - vy) * 1237.5) / vw) * info.width + Math.round(((wx - vx) * 1237.5) / vw)) * info.channels;
      return [...data.subarray(i, i + 4)];
    };
    expect(at(650, 650)).toEqual([255, 0, 0, 255]); // the disc's centre
    expect(at(1100, 1100)).toEqual([0, 0, 255, 255]); // the upload, read from storage by key
    expect(at(1150, 300)).toEqual([255, 255, 255, 255]); // no art inside the cut: the white border colour, printed
    // The foreign image (100–200, 1200–1300) was left out: no art there, so the cut and its page stop short of it.
    expect(vx).toBeGreaterThan(200);
  });

  it("puts a kiss-cut sheet's outline in the files on its own Thru-cut spot colour", async () => {
    const res = await download(admin, productionFileUrl(designId, { size: 4, kind: 'sticker', file: 'pdf', cut: 'kiss' }));
    expect(res.status).toBe(200);
    const pdf = await PDFDocument.load(res.body);
    const resources = pdf.context.lookup(pdf.getPage(0).node.get(PDFName.of('Resources')), PDFDict);
    const spaces = pdf.context.lookup(resources.get(PDFName.of('ColorSpace')), PDFDict);
    expect(String(pdf.context.lookup(spaces.get(PDFName.of('ThruCut')), PDFArray).get(1))).toBe('/Thru-cut');
    const svg = (await download(admin, productionFileUrl(designId, { size: 4, kind: 'sticker', file: 'svg', cut: 'kiss' }))).body.toString();
    expect(svg).toMatch(/<g id="Thru-cut"[^>]*>\s*<path d="M/);
  });

  it('gives a layered SVG and follows the design’s own cut settings', async () => {
    const svg = (await download(admin, productionFileUrl(designId, { size: 4, kind: 'sticker', file: 'svg' }))).body.toString();
    expect(svg).toMatch(/<g id="CutContour"[^>]*>\s*<path d="M/);
    const circleDesign = await call(server, alice, 'POST', '/api/designs', {
      name: 'circle cut',
      json: { ...artDesign('/api/files/raw/none.png', { shape: 'circle', kind: 'die', offsetIn: 0.25 }), objects: [artDesign('').objects[0]] },
      isFavorite: false,
    });
    const circleSvg = (await download(admin, productionFileUrl(circleDesign.json.design.id, { size: 4, kind: 'sticker', file: 'svg' }))).body.toString();
    const cutOf = (s: string) => /<g id="CutContour"[^>]*>\s*<path d="([^"]+)"/.exec(s)?.[1];
    expect(cutOf(circleSvg)).toBeTruthy();
    expect(cutOf(circleSvg)).not.toBe(cutOf(svg));
    // /preview's settings override the saved ones: a square cut with no border is the art's bounding square.
    const squareSvg = (await download(admin, productionFileUrl(designId, { size: 4, kind: 'sticker', file: 'svg', shape: 'square', border: 0 }))).body.toString();
    const square = cutOf(squareSvg) ?? '';
    expect(square).not.toBe(cutOf(svg));
    const xs = [...square.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0])).filter((_, i) => i % 2 === 0);
    // Disc from 250 to 1050 and the upload to 1200 (workspace units): the square spans at least that.
    expect(Math.min(...xs)).toBeLessThanOrEqual(251);
    expect(Math.max(...xs)).toBeGreaterThanOrEqual(1199);
  });

  it('gives a vinyl cut file (svg only) with a weeding box', async () => {
    const res = await download(admin, productionFileUrl(designId, { size: 4, kind: 'vinyl', file: 'svg' }));
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('id="WeedingBox"');
    const pdf = await call(server, admin, 'GET', productionFileUrl(designId, { size: 4, kind: 'vinyl', file: 'pdf' }));
    expect(pdf.status).toBe(400);
  });

  it('is for admins only, checks its input and answers 404 for an unknown design', async () => {
    const url = productionFileUrl(designId, { size: 4, kind: 'sticker', file: 'pdf' });
    expect((await download(null, url)).status).toBe(401);
    expect((await download(alice, url)).status).toBe(403);
    expect((await download(admin, productionFileUrl('no-such-design', { size: 4, kind: 'sticker', file: 'pdf' }))).status).toBe(404);
    const bad = await call(server, admin, 'GET', `/api/admin/designs/${designId}/production?size=40&file=pdf`);
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Size must be 1–24 in.');
  });
});
