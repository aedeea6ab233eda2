import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { PayloadTooLargeError } from '@/server/errors';

/**
 * A feed sent as a request's body: streamed through a byte count to a file (never held in
 * memory), so it may be far larger than any JSON body. Only the feed-run route takes one, and only
 * after the token and its admin role have been checked.
 */

export const FEED_UPLOAD_MAX_BYTES = 512 * 1024 * 1024;

/**
 * The bodies a feed comes as; anything else but JSON is a 415 on that route. (Not
 * `application/jsonl`: the API's validation would take it for JSON.)
 */
export const FEED_UPLOAD_TYPES = [
  'text/csv',
  'text/tab-separated-values',
  'text/plain',
  'application/xml',
  'text/xml',
  'application/x-ndjson',
  'application/gzip',
  'application/x-gzip',
  'application/octet-stream',
] as const;

export function mediaTypeOf(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

export function isFeedUploadType(type: string): boolean {
  return (FEED_UPLOAD_TYPES as readonly string[]).includes(type);
}

/** Whether a request is a feed sent to the feed-run route: the body limit of every other route leaves it to this one. */
export function isFeedUpload(c: Context): boolean {
  return c.req.method === 'POST' && /^\/api\/partners\/\d+\/feed\/runs\/$/.test(c.req.path) && isFeedUploadType(mediaTypeOf(c));
}

/** 413 before reading a body whose Content-Length is over the limit, or as soon as a streamed one passes it. */
export const feedUploadLimit = createMiddleware(async (c, next) => {
  const body = c.req.raw.body;
  if (!body || !isFeedUploadType(mediaTypeOf(c))) return next();
  const tooLarge = () => new PayloadTooLargeError(`A feed sent as the body is limited to ${FEED_UPLOAD_MAX_BYTES / 1024 / 1024} MB`);
  if (Number(c.req.header('content-length') ?? 0) > FEED_UPLOAD_MAX_BYTES) throw tooLarge();
  let size = 0;
  const counted = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > FEED_UPLOAD_MAX_BYTES) controller.error(tooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  c.req.raw = new Request(c.req.raw, { body: counted, duplex: 'half' } as RequestInit);
  return next();
});
