import { Hono } from 'hono';
import { materialListQuerySchema, materialUploadFieldsSchema } from '../../shared/api/materials';
import type { AppDeps } from '../deps';
import { notFound } from '../domain/errors';
import { check } from '../domain/validation';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import type { AppEnv } from '../http/env';
import { requireViewer, signedIn } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { query } from '../http/validation';
import { addMaterial, deleteMaterial, listMaterials } from '../services/materials/materials';
import { receiveImageUpload, uploadLimitsOf } from '../services/uploads';

/** The signed-in user's materials (SPEC §7 users/{uid}/materials): upload, list newest first, delete. */
export const materialRoutes = defineRoutes({
  prefix: '/materials',
  bodyLimit: JSON_BODY_LIMIT,
  uploads: true,
  routes: (deps: Pick<AppDeps, 'database' | 'storage' | 'config'>) => {
    const { db } = deps.database;
    const limits = uploadLimitsOf(deps.config);
    return new Hono<AppEnv>()
      .use('*', signedIn)
      .post('/', async (c) => {
        const viewer = requireViewer(c);
        const upload = await receiveImageUpload(c.req.raw, limits);
        // The form's text fields, checked with the shared schema like a JSON body.
        const fields = check(materialUploadFieldsSchema, { name: upload.field('name'), source: upload.field('source') });
        const name = fields.name || upload.fileName.slice(0, 120) || 'image';
        const material = await addMaterial({ db, storage: deps.storage }, viewer.id, upload.image, { name, source: fields.source });
        return c.json({ material }, 201);
      })
      .get('/', query(materialListQuerySchema), async (c) => {
        const viewer = requireViewer(c);
        return c.json({ materials: await listMaterials(db, deps.storage, viewer.id, c.req.valid('query')) });
      })
      .delete('/:id', async (c) => {
        const viewer = requireViewer(c);
        if (!(await deleteMaterial(db, deps.storage, viewer.id, c.req.param('id')))) throw notFound();
        return c.body(null, 204);
      });
  },
});
