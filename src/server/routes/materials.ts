import { Hono } from 'hono';
import { materialListQuerySchema, materialUploadFieldsSchema } from '../../shared/api/materials';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { ApiError, notFound } from '../http/errors';
import { requireViewer } from '../http/guards';
import { check } from '../http/validate';
import { addMaterial, deleteMaterial, listMaterials } from '../services/materials/materials';
import { checkUpload, readLimitedForm, tooLarge } from '../services/uploads';

const FORM_OVERHEAD = 64 * 1024;

/** The signed-in user's materials (SPEC §7 users/{uid}/materials): upload, list newest first, delete. */
export function materialRoutes(deps: Pick<AppDeps, 'database' | 'storage' | 'config'>) {
  const { db } = deps.database;
  const limits = { maxBytes: deps.config.storage.uploadMaxBytes, maxPixels: deps.config.storage.uploadMaxPixels };
  return new Hono<AppEnv>()
    .post('/materials', async (c) => {
      const viewer = requireViewer(c);
      const form = await readLimitedForm(c.req.raw, limits.maxBytes + FORM_OVERHEAD, () => tooLarge(limits.maxBytes));
      const file = form.get('file');
      if (!(file instanceof File)) throw new ApiError(400, 'invalid_input', 'Send the image as the form field "file".');
      if (file.size > limits.maxBytes) throw tooLarge(limits.maxBytes);
      const fields = check(materialUploadFieldsSchema, { name: (form.get('name') as string | null) ?? undefined, source: (form.get('source') as string | null) ?? undefined });
      // The declared type is ignored: checkUpload decides from the bytes (and sanitises SVG).
      const checked = await checkUpload(Buffer.from(await file.arrayBuffer()), limits);
      const name = fields.name || file.name.slice(0, 120) || 'image';
      const material = await addMaterial({ db, storage: deps.storage }, viewer.id, checked, { name, source: fields.source });
      return c.json({ material }, 201);
    })
    .get('/materials', async (c) => {
      const viewer = requireViewer(c);
      const page = check(materialListQuerySchema, { limit: c.req.query('limit'), before: c.req.query('before') });
      return c.json({ materials: await listMaterials(db, deps.storage, viewer.id, page) });
    })
    .delete('/materials/:id', async (c) => {
      const viewer = requireViewer(c);
      if (!(await deleteMaterial(db, deps.storage, viewer.id, c.req.param('id')))) throw notFound();
      return c.body(null, 204);
    });
}
