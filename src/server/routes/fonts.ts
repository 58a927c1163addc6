import { type Context, Hono } from 'hono';
import { fontEndpoints } from '../../shared/api/endpoints/fonts';
import { uploadFileNameSchema } from '../../shared/api/uploads';
import type { AppDeps } from '../deps';
import { invalidInput, notFound, unauthenticated } from '../domain/errors';
import { check } from '../domain/validation';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import { implement } from '../http/endpoint-routes';
import type { AppEnv } from '../http/env';
import { defineRoutes } from '../http/route-module';
import { checkFontUpload, fontTooLarge } from '../services/fonts/font-upload';
import { addUserFont, deleteUserFont, listUserFonts, readUserFontFile } from '../services/fonts/user-fonts';
import { readLimitedForm } from '../services/uploads';

/** Room for the multipart boundaries and part headers around the font file. */
const FORM_OVERHEAD = 64 * 1024;

/**
 * /api/fonts: the signed-in user's own fonts (decision 58). Upload (multipart "file": TrueType,
 * OpenType or WOFF2 under FONT_MAX_BYTES, checked by its bytes), list, delete, and the file itself,
 * served to its owner only (another user's id is 404). A guest is told to sign in.
 */
export const fontRoutes = defineRoutes({
  prefix: '/fonts',
  bodyLimit: JSON_BODY_LIMIT,
  uploads: true,
  routes: (deps: Pick<AppDeps, 'database' | 'storage' | 'config'>, base) => {
    const { db } = deps.database;
    const store = { db, storage: deps.storage };
    const maxBytes = deps.config.googleFonts.maxFontBytes;
    const signedInForFonts = new Hono<AppEnv>().use('*', async (c, next) => {
      if (!c.get('viewer')) throw unauthenticated('Sign in to upload and use your own fonts.');
      await next();
    });
    const viewerId = (c: Context<AppEnv>) => c.get('viewer')!.id;
    const router = implement(signedInForFonts, base, fontEndpoints, {
      upload: async (_request, c) => {
        const form = await readLimitedForm(c.req.raw, maxBytes + FORM_OVERHEAD, () => fontTooLarge(maxBytes));
        const file = form.get('file');
        if (!(file instanceof File)) throw invalidInput('Send the font as the form field "file".');
        if (file.size > maxBytes) throw fontTooLarge(maxBytes);
        const { fileName } = check(uploadFileNameSchema, { fileName: file.name });
        const font = await checkFontUpload(Buffer.from(await file.arrayBuffer()), maxBytes);
        return { font: await addUserFont(store, viewerId(c), font, fileName || `${font.family}.${font.format}`) };
      },
      list: async (_request, c) => ({ fonts: await listUserFonts(db, viewerId(c)) }),
      remove: async ({ params }, c) => {
        if (!(await deleteUserFont(store, viewerId(c), params.id))) throw notFound();
        return null;
      },
    });
    // The file's bytes, read by the browser's font loader from its URL.
    return router.get('/:id/file', async (c) => {
      const file = await readUserFontFile(store, c.get('viewer')!.id, c.req.param('id'));
      if (!file) throw notFound();
      return new Response(new Uint8Array(file.data), {
        headers: {
          'Content-Type': file.contentType,
          'Content-Length': String(file.data.length),
          // A font id never changes its file; private: it is the owner's.
          'Cache-Control': 'private, max-age=31536000, immutable',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    });
  },
});
