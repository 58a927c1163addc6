import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { convertSessionSchema } from '../../shared/api/designs';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { requireViewer } from '../http/guards';
import { readBodyBytes, readJson } from '../http/validate';
import { readAutoSaveBody } from '../services/autosave/body';
import { autoSave, convertSession, finalizeSession, restorableSession, startSession } from '../services/autosave/sessions';
import type { DesignDeps } from '../services/designs/designs';
import { checkUpload, readLimitedForm, tooLarge } from '../services/uploads';
import { actorOf } from './designs';

const FORM_OVERHEAD = 64 * 1024;

/** SPEC §4/§8 auto-save sessions (/api/autosave…): always the viewer's own; a session id of someone else is not found. */
export function autoSaveRoutes(deps: Pick<AppDeps, 'database' | 'storage' | 'config'>) {
  const d: DesignDeps = { db: deps.database.db, storage: deps.storage, maxPixels: deps.config.storage.uploadMaxPixels };
  const limits = { maxBytes: deps.config.storage.uploadMaxBytes, maxPixels: deps.config.storage.uploadMaxPixels };
  return new Hono<AppEnv>()
    .post('/autosave/session', async (c) => {
      const viewer = requireViewer(c);
      return c.json(await startSession(d, viewer.id));
    })
    .get('/autosave/session', async (c) => {
      const viewer = requireViewer(c);
      c.header('cache-control', 'private, no-store');
      return c.json({ session: await restorableSession(d, viewer.id) });
    })
    .put('/autosave/session/:sessionId', async (c) => {
      const viewer = requireViewer(c);
      // The 1 MB document is decoded, checked and re-encoded on a worker thread (decision 15).
      const input = await readAutoSaveBody(await readBodyBytes(c));
      return c.json(await autoSave(d, viewer.id, c.req.param('sessionId'), input));
    })
    .post('/autosave/session/:sessionId/finalize', async (c) => {
      const viewer = requireViewer(c);
      return c.json({ session: await finalizeSession(d, viewer.id, c.req.param('sessionId')) });
    })
    .post('/autosave/session/:sessionId/convert', async (c) => {
      const viewer = requireViewer(c);
      const input = await readJson(c, convertSessionSchema);
      const result = await convertSession(d, actorOf(viewer), c.req.param('sessionId'), input);
      return c.json(result, result.alreadyConverted ? 200 : 201);
    })
    .post('/autosave/images', async (c) => {
      // SPEC §7 AutoSave-Images/{uid}/: images the editor uploads while auto-saving (same checks as every upload).
      const viewer = requireViewer(c);
      const form = await readLimitedForm(c.req.raw, limits.maxBytes + FORM_OVERHEAD, () => tooLarge(limits.maxBytes));
      const file = form.get('file');
      if (!(file instanceof File)) throw new ApiError(400, 'invalid_input', 'Send the image as the form field "file".');
      if (file.size > limits.maxBytes) throw tooLarge(limits.maxBytes);
      const checked = await checkUpload(Buffer.from(await file.arrayBuffer()), limits);
      const key = `AutoSave-Images/${viewer.id}/${randomUUID()}.${checked.ext}`;
      const stored = await deps.storage.put(key, checked.body, checked.contentType);
      return c.json({ key, url: deps.storage.publicUrl(key), contentType: checked.contentType, size: stored.size, width: checked.width, height: checked.height }, 201);
    });
}
