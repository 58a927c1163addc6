import { DomainError } from '../../domain/errors';

/**
 * Parses a multipart body without ever holding more than `maxBytes` of it: a declared Content-Length
 * over the cap is refused before reading, and an undeclared (chunked) body is cut off as soon as it
 * passes the cap. `tooLarge` makes the error for both cases.
 */
export async function readLimitedForm(req: Request, maxBytes: number, tooLarge: () => Error): Promise<FormData> {
  if (!/^multipart\/form-data\s*;/i.test(req.headers.get('content-type') ?? '')) {
    throw new DomainError('invalid', 'invalid_input', 'Send the image as multipart/form-data with the field "file".');
  }
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!req.body) throw new DomainError('invalid', 'invalid_input', 'The upload is empty.');

  let seen = 0;
  let exceeded = false;
  const capped = req.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) {
          exceeded = true;
          controller.error(tooLarge()); // stops the upstream read too
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  const limited = new Request('http://upload.invalid/', {
    method: 'POST',
    headers: { 'content-type': req.headers.get('content-type')! },
    body: capped,
    duplex: 'half',
  } as RequestInit);
  try {
    return await limited.formData();
  } catch {
    if (exceeded) throw tooLarge();
    throw new DomainError('invalid', 'invalid_input', 'The upload is not a valid multipart form.');
  }
}
