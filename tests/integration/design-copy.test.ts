import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleImage } from '../../src/server/services/uploads/fixtures.testkit';
import { call, keyOfUrl, rawFile, sampleDesign, uploadForm, userIdOf } from '../setup/designs';
import { testDbKinds } from '../setup/test-db';
import { startTestServer, type TestServer } from '../setup/test-server';

describe.each(testDbKinds())('design copy on %s', (kind) => {
  let server: TestServer;
  let alice: ReturnType<TestServer['client']>;
  let bob: ReturnType<TestServer['client']>;
  let aliceId: string;
  const api = (who: Parameters<typeof call>[1], method: string, url: string, body?: unknown) => call(server, who, method, url, body);

  async function create(who: Parameters<typeof call>[1], body: Record<string, unknown> = {}) {
    const res = await api(who, 'POST', '/api/designs', { name: 'My design', json: sampleDesign(), isFavorite: false, ...body });
    expect(res.status, res.text).toBe(201);
    return res.json.design;
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    [alice, bob] = [server.client(), server.client()];
    expect((await alice.signUp('alice-d@test.example')).status).toBe(200);
    expect((await bob.signUp('bob-d@test.example')).status).toBe(200);
    aliceId = await userIdOf(alice);
  });
  afterAll(() => server.stop());

  describe('design copy (SPEC §5)', () => {
    it('copies the owner’s own storage files into the design folder under safe names, and ignores everything else', async () => {
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      const upload = await uploadForm(server, alice, '/api/files/upload', await sampleImage('png', 30, 20));
      const material = await uploadForm(server, alice, '/api/materials', await sampleImage('jpeg', 10, 10), 'My photo (1).jpg');
      const autoImage = await uploadForm(server, alice, '/api/autosave/images', await sampleImage('webp', 12, 12));
      const bobs = await uploadForm(server, bob, '/api/files/upload', await sampleImage('png', 8, 8));
      expect([upload.status, material.status, autoImage.status, bobs.status]).toEqual([201, 201, 201, 201]);
      const aliceUpload = upload.json.url as string;
      const image = (src: string, id: string) => ({ id, type: 'image', left: 0, top: 0, src });
      const foreign = [
        bobs.json.url,
        `http://localhost:3000${bobs.json.url}`,
        `http://127.0.0.1:3000${aliceUpload}`,
        `https://evil.example${aliceUpload}`,
        'http://169.254.169.254/latest/meta-data/iam',
        'http://[::1]/api/files/raw/x.png',
        'file:///etc/passwd',
        '/api/files/raw/users/../etc/passwd',
        'data:image/png;base64,iVBORw0KGgo=',
        'https://images.example/cat.png',
      ];
      const json = sampleDesign('copy me', {
        objects: [
          image(aliceUpload, 'a'),
          image(`http://localhost:3000${material.json.material.url}`, 'b'),
          { id: 'g', type: 'group', left: 0, top: 0, objects: [image(aliceUpload, 'a2'), image(autoImage.json.url, 'c')] },
          { id: 'p', type: 'rect', left: 0, top: 0, fill: { type: 'pattern', source: aliceUpload } },
          ...foreign.map((src, i) => image(src, `f${i}`)),
        ],
      });
      const d = await create(alice, { json });
      const res = await api(alice, 'POST', `/api/designs/${d.id}/self-contained`, { baseRevision: 1 });
      expect(res.status, res.text).toBe(200);
      expect(res.json.copied).toBe(3);
      const folder = `users/${aliceId}/designs/${d.id}/files/`;
      expect(res.json.design).toMatchObject({ revision: 2, isSelfContained: true, copiedFilesCount: 3, selfContainedVersion: 1, designFolderPath: folder });

      const stored = (await api(alice, 'GET', `/api/designs/${d.id}`)).json.design.json;
      const [a, b, g, p, ...rest] = stored.objects;
      const folderUrl = `/api/files/raw/${folder}`;
      for (const src of [a.src, b.src, g.objects[0].src, g.objects[1].src, p.fill.source]) {
        expect(src.startsWith(folderUrl)).toBe(true);
        expect(src.slice(folderUrl.length)).toMatch(/^[A-Za-z0-9_]+\.(png|jpg|webp)$/);
      }
      expect(g.objects[0].src).toBe(a.src);
      expect(p.fill.source).toBe(a.src);
      expect(rest.map((o: { src: string }) => o.src)).toEqual(foreign);
      // The copies are whole and survive the originals' deletion.
      const copy = await rawFile(server, alice, b.src);
      expect(copy.body).toEqual(await server.deps.storage.getBuffer(keyOfUrl(material.json.material.url)));
      expect(copy.contentType).toBe('image/jpeg');
      await api(alice, 'DELETE', `/api/materials/${material.json.material.id}`);
      expect((await rawFile(server, alice, b.src)).status).toBe(200);
      // Nothing was fetched over the network.
      expect(fetchSpy).not.toHaveBeenCalled();
      fetchSpy.mockRestore();

      // A duplicate gets its own copies; deleting the original keeps the duplicate whole.
      const dup = await api(alice, 'POST', `/api/designs/${d.id}/duplicate`, { name: 'dup' });
      const dupJson = (await api(alice, 'GET', `/api/designs/${dup.json.design.id}`)).json.design.json;
      expect(dupJson.objects[0].src.startsWith(`/api/files/raw/users/${aliceId}/designs/${dup.json.design.id}/files/`)).toBe(true);
      await api(alice, 'DELETE', `/api/designs/${d.id}`);
      expect((await rawFile(server, alice, dupJson.objects[1].src)).status).toBe(200);

      // Again on a self-contained design: nothing to copy, no new revision.
      const again = await api(alice, 'POST', `/api/designs/${dup.json.design.id}/self-contained`);
      expect(again.status).toBe(200);
      expect(again.json).toMatchObject({ copied: 0, design: { revision: 1, isSelfContained: true } });
      // With a stale baseRevision: 409.
      expect((await api(alice, 'POST', `/api/designs/${dup.json.design.id}/self-contained`, { baseRevision: 7 })).status).toBe(409);
    });
  });
});
