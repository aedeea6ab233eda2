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
 * @param {unknown} chunk
 * @param {unknown} encoding
 * @returns {Buffer}
 */
function bytesOf(chunk, encoding) {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.alloc(0);
}

/**
 * Makes `res` defer the chunk scripts of the page it carries when that page is rendered per
 * request; any other response passes through untouched. Call it before Next writes anything, and
 * after whatever compresses the response, so the page is compressed once rewritten.
 * @param {import('node:http').ServerResponse} res
 */
function deferPerRequestPageScripts(res) {
  const originals = { write: res.write, end: res.end, writeHead: res.writeHead, flushHeaders: res.flushHeaders };
  /** @type {string | null | undefined} undefined until the headers are known */
  let nonce;
  /** @type {Buffer[]} */
  const held = [];
  /** @type {unknown[] | null} the arguments of a writeHead held with the page */
  let head = null;

  const holding = () => {
    nonce ??= pageNonce(res);
    return nonce !== null;
  };
  /** Hands `res` back to Node's own methods, calling one of them with `args`. @param {Function} method @param {unknown[]} args */
  const passOn = (method, args) => {
    Object.assign(res, originals);
    return Reflect.apply(method, res, args);
  };

  // Node's overloaded signatures cannot be restated here: each replacement takes its arguments as given.
  Object.assign(res, {
    /** @param {unknown[]} args */
    writeHead(...args) {
      const headers = args.at(-1);
      if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, /** @type {string | string[]} */ (value));
        args = args.slice(0, -1);
      }
      if (!holding()) return passOn(originals.writeHead, args);
      head = args;
      return res;
    },
    /** Headers go out with the page; Next flushes them as it starts streaming. */
    flushHeaders() {
      if (!holding()) passOn(originals.flushHeaders, []);
    },
    /** @param {unknown[]} args */
    write(...args) {
      if (!holding()) return passOn(originals.write, args);
      const [chunk, encoding, callback] = args;
      held.push(bytesOf(chunk, encoding));
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') queueMicrotask(() => done());
      return true;
    },
    /** @param {unknown[]} args */
    end(...args) {
      if (!holding()) return passOn(originals.end, args);
      const [chunk, encoding] = args;
      if (typeof chunk !== 'function' && chunk != null) held.push(bytesOf(chunk, encoding));
      const page = deferChunkScripts(Buffer.concat(held).toString('utf8'), nonce ?? undefined);
      res.removeHeader('content-length');
      if (head) passOn(originals.writeHead, head);
      return passOn(originals.end, [page, 'utf8', args.find((argument) => typeof argument === 'function')]);
    },
  });
}
