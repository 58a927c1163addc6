import { Hono } from 'hono';
import { materialEndpoints } from '../../shared/api/endpoints/materials';
import { materialUploadFieldsSchema } from '../../shared/api/materials';
import type { AppDeps } from '../deps';
import { notFound } from '../domain/errors';
import { check } from '../domain/validation';
import { JSON_BODY_LIMIT } from '../http/body-limits';
import { implement } from '../http/endpoint-routes';
import type { AppEnv } from '../http/env';
import { requireViewer, signedIn } from '../http/guards';
import { defineRoutes } from '../http/route-module';
import { addMaterial, deleteMaterial, listMaterials } from '../services/materials/materials';
import { receiveImageUpload, uploadLimitsOf } from '../services/uploads';

/** The signed-in user's materials (SPEC §7 users/{uid}/materials): upload, list newest first, delete. */
export const materialRoutes = defineRoutes({
  prefix: '/materials',
  bodyLimit: JSON_BODY_LIMIT,
  uploads: true,
  routes: (deps: Pick<AppDeps, 'database' | 'storage' | 'config'>, base) => {
    const { db } = deps.database;
    const limits = uploadLimitsOf(deps.config);
    return implement(new Hono<AppEnv>().use('*', signedIn), base, materialEndpoints, {
      upload: async (_request, c) => {
        const viewer = requireViewer(c);
        const upload = await receiveImageUpload(c.req.raw, limits);
        // The form's text fields, checked with the shared schema like a JSON body.
        const fields = check(materialUploadFieldsSchema, { name: upload.field('name'), source: upload.field('source') });
        const name = fields.name || upload.fileName.slice(0, 120) || 'image';
        return { material: await addMaterial({ db, storage: deps.storage }, viewer.id, upload.image, { name, source: fields.source }) };
      },
      list: async ({ query }, c) => ({ materials: await listMaterials(db, deps.storage, requireViewer(c).id, query) }),
      remove: async ({ params }, c) => {
        if (!(await deleteMaterial(db, deps.storage, requireViewer(c).id, params.id))) throw notFound();
        return null;
      },
    });
  },
});
