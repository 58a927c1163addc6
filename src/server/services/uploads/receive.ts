import { uploadFileNameSchema } from '../../../shared/api/uploads';
import type { AppConfig } from '../../config';
import { invalidInput } from '../../domain/errors';
import { check } from '../../domain/validation';
import { type CheckedUpload, checkUpload, tooLarge, type UploadAccepts, type UploadLimits } from './check';
import { readLimitedForm } from './read-form';

/** Room for the multipart boundaries, part headers and small text fields around the file itself. */
const FORM_OVERHEAD = 64 * 1024;

export interface ReceivedUpload {
  /** The checked image: type from the magic bytes, pixel count from the header, SVG sanitised. */
  image: CheckedUpload;
  /** The name the browser gave the file, trimmed and checked like a `name` field (the declared type is ignored). */
  fileName: string;
  /** A text field sent beside the file, if any. */
  field(name: string): string | undefined;
}

/** The configured upload limits (UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS). */
export const uploadLimitsOf = (config: Pick<AppConfig, 'storage'>): UploadLimits => ({
  maxBytes: config.storage.uploadMaxBytes,
  maxPixels: config.storage.uploadMaxPixels,
});

/** The largest multipart body an upload route reads: the file plus the form around it. */
export const uploadBodyLimit = (limits: UploadLimits) => limits.maxBytes + FORM_OVERHEAD;

/**
 * The one way an upload route reads its image: a multipart form with the image in the field "file",
 * never more than the limit read (streamed, cut off past it), then every check of `checkUpload`.
 * Throws the same refusals as it: 400 invalid_input, 413 payload_too_large, 415, 422.
 */
export async function receiveImageUpload(request: Request, limits: UploadLimits, accepts: UploadAccepts = {}): Promise<ReceivedUpload> {
  const form = await readLimitedForm(request, uploadBodyLimit(limits), () => tooLarge(limits.maxBytes));
  const file = form.get('file');
  if (!(file instanceof File)) throw invalidInput('Send the image as the form field "file".');
  if (file.size > limits.maxBytes) throw tooLarge(limits.maxBytes);
  // The file's name gets the name field's checks before anything else is done with the upload.
  const { fileName } = check(uploadFileNameSchema, { fileName: file.name });
  const image = await checkUpload(Buffer.from(await file.arrayBuffer()), limits, accepts);
  return {
    image,
    fileName,
    field(name) {
      const value = form.get(name);
      return typeof value === 'string' ? value : undefined;
    },
  };
}
