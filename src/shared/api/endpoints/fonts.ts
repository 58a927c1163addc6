import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { userFontSchema } from '../fonts';
import { multipartBody } from '../multipart';

/** The signed-in user's uploaded fonts (decision 58); the file itself is read at `userFontFilePath(id)`. */
export const fontEndpoints = {
  upload: defineEndpoint({ method: 'POST', path: '/api/fonts', body: multipartBody, response: z.object({ font: userFontSchema }), status: 201 }),
  list: defineEndpoint({ method: 'GET', path: '/api/fonts', response: z.object({ fonts: z.array(userFontSchema) }) }),
  remove: defineEndpoint({ method: 'DELETE', path: '/api/fonts/:id', response: z.null(), status: 204 }),
};
