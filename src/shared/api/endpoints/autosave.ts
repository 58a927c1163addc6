import {
  autoSaveImageResponseSchema,
  autoSaveResponseSchema,
  autoSaveSchema,
  convertSessionResponseSchema,
  convertSessionSchema,
  finalizeSessionResponseSchema,
  restoreSessionResponseSchema,
  startSessionResponseSchema,
} from '../designs';
import { defineEndpoint } from '../endpoint';
import { multipartBody } from '../multipart';

/** SPEC §3/§4 auto-save sessions (/api/autosave…). */
export const autoSaveEndpoints = {
  start: defineEndpoint({ method: 'POST', path: '/api/autosave/session', response: startSessionResponseSchema }),
  restorable: defineEndpoint({ method: 'GET', path: '/api/autosave/session', response: restoreSessionResponseSchema }),
  save: defineEndpoint({ method: 'PUT', path: '/api/autosave/session/:sessionId', body: autoSaveSchema, response: autoSaveResponseSchema }),
  finalize: defineEndpoint({ method: 'POST', path: '/api/autosave/session/:sessionId/finalize', response: finalizeSessionResponseSchema }),
  convert: defineEndpoint({ method: 'POST', path: '/api/autosave/session/:sessionId/convert', body: convertSessionSchema, response: convertSessionResponseSchema }),
  uploadImage: defineEndpoint({ method: 'POST', path: '/api/autosave/images', body: multipartBody, response: autoSaveImageResponseSchema, status: 201 }),
};
