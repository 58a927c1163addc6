import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import { endpoints } from '../../../src/shared/api/endpoints';
import { pngDataUrl, sampleDesign } from '../../setup/designs';
import { type Cases, type Context, pngFile, send } from './harness';

/** A real TrueType file the repo has (a family the editor does not offer), as a font upload. */
const fontFile = (file = 'DejaVuSerif.ttf') => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}`)))]), file.split('/').pop());
  return form;
};

/** A started auto-save session of the user with one save in it. */
async function savedSession(ctx: Context): Promise<string> {
  const started = await ctx.user.post('/api/autosave/session', {});
  const sessionId: string = started.json.session.sessionId;
  const saved = await send(ctx, ctx.user, endpoints.autosave.save, {
    params: { sessionId },
    body: {
      designData: JSON.stringify(sampleDesign('Session')),
      changeCount: 3,
      canvasState: { shape: 'rectangle', width: 1500, height: 1500 },
      baseRevision: started.json.session.revision,
    },
  });
  expect(saved.status).toBe(200);
  return sessionId;
}

/** The editor's endpoints: designs, auto-save, uploaded materials and fonts, AI generation. */
export const designCases: Pick<Cases, 'designs' | 'autosave' | 'materials' | 'fonts' | 'generations'> = {
  designs: {
    list: { as: 'user', input: () => ({ query: { limit: 24 } }) },
    get: { as: 'user', input: (ctx) => ({ params: { id: ctx.designId } }) },
    create: { as: 'user', input: async () => ({ body: { name: 'Created', json: sampleDesign('Created'), preview: await pngDataUrl(60, 40) } }) },
    save: {
      as: 'user',
      input: async (ctx) => {
        const current = await ctx.user.get(`/api/designs/${ctx.designId}`);
        return { params: { id: ctx.designId }, body: { json: sampleDesign('Saved again'), baseRevision: current.json.design.revision } };
      },
    },
    update: { as: 'user', input: (ctx) => ({ params: { id: ctx.designId }, body: { name: 'Renamed', isFavorite: true } }) },
    duplicate: { as: 'user', input: (ctx) => ({ params: { id: ctx.designId }, body: { name: 'The copy' } }) },
    remove: { as: 'user', input: async (ctx) => ({ params: { id: (await ctx.user.post('/api/designs', { name: 'Doomed', json: sampleDesign() })).json.design.id } }) },
    selfContained: { as: 'user', input: (ctx) => ({ params: { id: ctx.designId }, body: {} }) },
  },
  autosave: {
    start: { as: 'user' },
    restorable: {
      as: 'user',
      input: async (ctx) => {
        // Something to restore.
        await savedSession(ctx);
        return {};
      },
    },
    save: {
      as: 'user',
      input: async (ctx) => {
        const started = await ctx.user.post('/api/autosave/session', {});
        return {
          params: { sessionId: started.json.session.sessionId },
          body: {
            designData: JSON.stringify(sampleDesign('Saved')),
            changeCount: 1,
            canvasState: { shape: 'circle', width: 900, height: 900 },
            baseRevision: started.json.session.revision,
            preview: await pngDataUrl(40, 40),
          },
        };
      },
    },
    finalize: { as: 'user', input: async (ctx) => ({ params: { sessionId: await savedSession(ctx) } }) },
    convert: { as: 'user', input: async (ctx) => ({ params: { sessionId: await savedSession(ctx) }, body: { name: 'From the session' } }) },
    uploadImage: { as: 'user', input: async () => ({ body: await pngFile() }) },
  },
  materials: {
    upload: {
      as: 'user',
      input: async () => {
        const form = await pngFile('material.png');
        form.append('name', 'A material');
        form.append('source', 'upload');
        return { body: form };
      },
    },
    list: { as: 'user', input: () => ({ query: { limit: 10 } }) },
    remove: {
      as: 'user',
      input: async (ctx) => ({ params: { id: (await send(ctx, ctx.user, endpoints.materials.upload, { body: await pngFile('gone.png') })).json.material.id } }),
    },
  },
  fonts: {
    upload: { as: 'user', input: () => ({ body: fontFile() }) },
    list: { as: 'user' },
    remove: {
      as: 'user',
      input: async (ctx) => ({
        params: { id: (await send(ctx, ctx.user, endpoints.fonts.upload, { body: fontFile('DejaVuSansMono.ttf') })).json.font.id },
      }),
    },
  },
  generations: {
    generate: { as: 'user', input: () => ({ body: { prompt: 'a cheerful cactus', style: 'kawaii', size: '1024x1024', count: 1, model: 'standard' } }) },
    status: { as: 'guest' },
    qwenTestStatus: { as: 'admin' },
    qwenTest: { as: 'admin', input: () => ({ body: { prompt: 'a test sticker' } }) },
  },
};
