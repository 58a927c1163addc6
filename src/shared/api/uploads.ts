import { z } from 'zod';

/**
 * A name given to an uploaded image: the material `name` field and the uploaded file's own name get
 * the same checks (at most 120 characters, no path separators, no control characters or NUL), so a
 * file name can never carry what the field may not.
 */
export const MAX_UPLOAD_NAME_LENGTH = 120;
export const uploadNameSchema = z
  .string()
  .trim()
  .max(MAX_UPLOAD_NAME_LENGTH)
  .regex(/^[^\\/<>:"|?*\u0000-\u001f\u007f]*$/, 'A name may not contain path or control characters');

/** The multipart file's name, checked like the name field. */
export const uploadFileNameSchema = z.object({ fileName: uploadNameSchema });
