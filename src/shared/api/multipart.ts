import { z } from 'zod';

/** The body of a file upload: the browser's FormData, sent as multipart (the server checks the file's bytes). */
export const multipartBody = z.custom<FormData>((value) => typeof FormData !== 'undefined' && value instanceof FormData, 'Send a multipart form');
