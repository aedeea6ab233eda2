import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { PayloadTooLargeError } from '@/server/errors';
import { verifyToken } from '@/server/services/auth';
import { isFeedUpload } from '../feeds/feed-upload';

/** The largest JSON body any route takes from anyone, public or admin route alike. */
export const JSON_BODY_MAX_BYTES = 64 * 1024;

/**
 * An editor's write (a valid token) may carry more: a page's content may be 200,000 characters
 * of HTML, a blog category's 100,000 (their schemas), which 64 KB would cut.
 */
export const EDITOR_JSON_BODY_MAX_BYTES = 1024 * 1024;

const limitOf = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new PayloadTooLargeError(`The request body is limited to ${maxSize / 1024} KB`);
    },
  });

const anyoneLimit = limitOf(JSON_BODY_MAX_BYTES);

/**
 * The JSON limit for a public route that also reads a small form sent as multipart/form-data
 * (the one-click unsubscription of RFC 8058), which the limit of every route lets through.
 */
export const smallFormLimit = anyoneLimit;
const editorLimit = limitOf(EDITOR_JSON_BODY_MAX_BYTES);

async function fromEditor(c: Context): Promise<boolean> {
  const match = /^(?:Bearer|JWT)\s+(.+)$/i.exec(c.req.header('authorization') ?? '');
  if (!match?.[1]) return false;
  return verifyToken(match[1]).then(
    () => true,
    () => false,
  );
}

/**
 * Refuses a request body over 64 KB with 413 on every route: before reading it when
 * Content-Length says so, and while reading a chunked body, which stops at the limit (nothing
 * larger is held in memory). Only a request with a valid editor token gets the larger allowance.
 * Uploads (multipart/form-data, the only bodies not JSON) pass on to their own limit, checked
 * after the token (lib/upload.ts); the one other route that reads one, the one-click
 * unsubscription, limits it itself (`smallFormLimit`). So does a feed sent to the feed-run route
 * (feeds/feed-upload.ts), streamed to a file under a limit of its own.
 */
export const requestBodyLimit = createMiddleware(async (c, next) => {
  if (!c.req.raw.body) return next();
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (mediaType === 'multipart/form-data' || isFeedUpload(c)) return next();
  return ((await fromEditor(c)) ? editorLimit : anyoneLimit)(c, next);
});
