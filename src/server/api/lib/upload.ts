import { z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { PayloadTooLargeError } from '@/server/errors';
import { errors, json } from './schemas';

/** Room for the multipart boundaries and the small text fields beside the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * Refuses a request body larger than the file limit before it is read into memory (413).
 * Put it after `requireAccount`, so that anonymous uploads are turned away without reading them.
 */
export const uploadLimit = (maxFileBytes: number) =>
  bodyLimit({
    maxSize: maxFileBytes + MULTIPART_OVERHEAD,
    onError: () => {
      throw new PayloadTooLargeError(`The upload is limited to ${Math.round(maxFileBytes / 1024)} KB`);
    },
  });

/** A file part of a multipart/form-data body. */
export const fileField = z
  .instanceof(File, { message: 'Attach a file' })
  .openapi({ type: 'string', format: 'binary' });

/** The bytes of an uploaded file. */
export async function bytesOf(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.arrayBuffer());
}

/** A required multipart/form-data request body with the given fields. */
export const multipartBody = <T extends z.ZodType>(schema: T) => ({
  required: true as const,
  content: { 'multipart/form-data': { schema } },
});

/** The answers of an upload: the stored item (201), or why it was refused. */
export const uploadResponses = <T extends z.ZodType>(item: T) => ({
  201: json(item, 'Stored'),
  400: errors[400],
  401: errors[401],
  415: errors[415],
  422: errors[422],
});
