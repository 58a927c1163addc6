import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { materialListQuerySchema } from '../materials';
import { materialResponseSchema, materialsResponseSchema } from '../materials.responses';
import { multipartBody } from '../multipart';

/** The signed-in user's materials (SPEC §7 users/{uid}/materials). */
export const materialEndpoints = {
  upload: defineEndpoint({ method: 'POST', path: '/api/materials', body: multipartBody, response: materialResponseSchema, status: 201 }),
  list: defineEndpoint({ method: 'GET', path: '/api/materials', query: materialListQuerySchema, response: materialsResponseSchema }),
  remove: defineEndpoint({ method: 'DELETE', path: '/api/materials/:id', response: z.null(), status: 204 }),
};
