// @ts-check
/**
 * What a response handed to Next goes through on its way out (src/server/http/serve.mjs):
 *
 * - **Compression**, the middleware Next uses, applied here rather than by Next (`compress` is
 *   off in production, next.config.ts), so that a page is compressed once rewritten; a page
 *   served from the cache is compressed once and its bytes kept (compress-once.mjs).
 * - **A page rendered for each request paints before its scripts run**, as a stored page does
 *   (src/server/cache/page-cache-rules.mjs, rule 1). Such a page (the search, the newsletter's
 *   links, a filtered comparator view: src/proxy.ts) never passes through the page cache, so its
 *   HTML is held here as Next writes it and its chunk scripts are deferred on the way out. It is
 *   told by its script policy, which trusts its scripts by a nonce made for this response; the
 *   script that starts its code carries that nonce. Holding the page costs its streaming: the
 *   visitor gets it when the render ends rather than piece by piece. These pages are short and
 *   wait on nothing slow (a search is one query, a comparator view the index in memory).
 */
import compression from 'compression';
import { policyNonce } from '../../lib/content-security-policy.mjs';
import { deferChunkScripts } from '../cache/page-cache-rules.mjs';
import { compressOnce } from './compress-once.mjs';
import { holdBody } from './held-response.mjs';
import { keepRecentHit } from './recent-hits.mjs';

const compress = compression();

/**
 * Prepares `res` before Next handles `req`: compressed as Next would compress it, and the page it
 * carries made to paint before its scripts run when it is rendered per request.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function prepareNextResponse(req, res) {
  const node = { writeHead: res.writeHead, end: res.end };
  // The middleware Next itself compresses with (its compiled copy of `compression`), which frees
  // its zlib stream when the response closes, a client's disconnect included.
  compress(req, res, () => {});
  // The back-office (/admin) is a client application: no server markup paints before its code,
  // and no click may wait for islands it does not have.
  if (!/^\/admin(\/|\?|$)/.test(req.url ?? '')) deferPerRequestPageScripts(res);
  // A page from the cache is sent compressed as it was the first time (compress-once.mjs), and
  // repeated for a second without Next (recent-hits.mjs).
  compressOnce(req, res, node, (_encoding, bytes) => keepRecentHit(req, res, bytes));
}

/**
 * The nonce a response's HTML is trusted by, or null when it is not an HTML page with one.
 * @param {import('node:http').ServerResponse} res
 */
function pageNonce(res) {
  const type = String(res.getHeader('content-type') ?? '');
  if (!type.startsWith('text/html')) return null;
  return policyNonce(String(res.getHeader('content-security-policy') ?? ''));
}

/**
 * Makes `res` defer the chunk scripts of the page it carries when that page is rendered per
 * request; any other response passes through untouched. Call it before Next writes anything, and
 * after whatever compresses the response, so the page is compressed once rewritten.
 * @param {import('node:http').ServerResponse} res
 */
function deferPerRequestPageScripts(res) {
  /** @type {string | null} */
  let nonce = null;
  holdBody(
    res,
    () => (nonce = pageNonce(res)) !== null,
    (body, done) => {
      const page = deferChunkScripts(typeof body === 'string' ? body : body.toString('utf8'), nonce ?? undefined);
      res.removeHeader('content-length');
      // Through the compressing middleware, which chooses the encoding as the headers go out.
      res.writeHead(res.statusCode);
      res.end(page, 'utf8', done);
    },
  );
}
