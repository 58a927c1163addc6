import { z } from 'zod';
import {
  createDesignSchema,
  designListQuerySchema,
  designListResponseSchema,
  designResponseSchema,
  designSummaryResponseSchema,
  duplicateDesignSchema,
  saveDesignSchema,
  selfContainedResponseSchema,
  selfContainedSchema,
  updateDesignSchema,
} from '../designs';
import { defineEndpoint } from '../endpoint';

/** SPEC §3/§5 saved designs (/api/designs…). */
export const designEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/api/designs', query: designListQuerySchema, response: designListResponseSchema }),
  // Up to 10 MB of design JSON: the editor migrates and validates it when it opens it, so the client does not check it twice.
  get: defineEndpoint({ method: 'GET', path: '/api/designs/:id', response: designResponseSchema, parseResponse: false }),
  create: defineEndpoint({ method: 'POST', path: '/api/designs', body: createDesignSchema, response: designSummaryResponseSchema, status: 201 }),
  save: defineEndpoint({ method: 'PUT', path: '/api/designs/:id', body: saveDesignSchema, response: designSummaryResponseSchema }),
  update: defineEndpoint({ method: 'PATCH', path: '/api/designs/:id', body: updateDesignSchema, response: designSummaryResponseSchema }),
  duplicate: defineEndpoint({ method: 'POST', path: '/api/designs/:id/duplicate', body: duplicateDesignSchema, response: designSummaryResponseSchema, status: 201 }),
  remove: defineEndpoint({ method: 'DELETE', path: '/api/designs/:id', response: z.null(), status: 204 }),
  selfContained: defineEndpoint({ method: 'POST', path: '/api/designs/:id/self-contained', body: selfContainedSchema, response: selfContainedResponseSchema }),
};
