// @ts-check
/**
 * A page Next has just served from its cache is served again, for a second, without asking Next.
 *
 * Even from its cache, Next spends about 2 ms on a page: the proxy (src/proxy.ts), its routing,
 * the cache read, the response's headers. A popular page asked for hundreds of times a second
 * needs that once: the answer (status, headers, the compressed bytes of compress-once.mjs) is kept
 * by the address, host and encoding, and repeated for up to `FRESH_MS`. Then the next request goes
 * to Next again, which renders the page afresh in the background when its lifetime is over, as
 * without this.
 *
 * Nothing is served that Next would not serve: a write of this server expires tags through the
 * cache handler, which says so (src/server/cache/tag-expiries.mjs), and every kept answer is
 * forgotten at once, so a write still shows at the very next request. The answers are kept only while the page cache is this
 * server's own: with Redis, a write made through another server must show here at once too, and
 * nothing tells this server of it but the shared cache.
 *
 * Only plain page requests are kept and answered: a GET with none of the headers Next answers
 * differently for (a router's RSC request, a prefetch), whose proxy decision rests on the address
 * and host alone (src/proxy.ts reads no cookie and detects no language).
 */
import { onTagsExpired } from '../cache/tag-expiries.mjs';

/** How long an answer is repeated without Next. */
const FRESH_MS = 1000;
/** Past this many kept answers, those older than FRESH_MS are dropped, then the oldest. */
const MAX_KEPT = 2000;
/** Request headers Next's answer varies with besides the address (its `Vary`), and a server action's. */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url', 'next-action'];

/** @typedef {{ at: number, status: number, headers: import('node:http').OutgoingHttpHeaders, body: Buffer }} Answer */

/** @type {Map<string, Answer>} */
const kept = new Map();
/** The key of each request sent on to Next, read before Next (which adds headers of its own) saw it. */
/** @type {WeakMap<import('node:http').IncomingMessage, string>} */
const asked = new WeakMap();
/** False with a page cache shared by several servers (REDIS_URL): see above. */
const enabled = !process.env.REDIS_URL;

/**
 * The key of a request whose answer may be kept and repeated, or null.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} encoding what the answer is compressed with
 */
function keyOf(req, encoding) {
  if (!enabled || req.method !== 'GET' || ROUTER_HEADERS.some((name) => name in req.headers)) return null;
  return `${req.headers['x-forwarded-host'] ?? ''} ${req.headers.host ?? ''} ${encoding} ${req.url}`;
}

/**
 * Keeps the answer just sent from Next's cache for `req`.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res its headers set, as sent
 * @param {Buffer} body as sent
 */
export function keepRecentHit(req, res, body) {
  const key = asked.get(req);
  if (key === undefined || res.hasHeader('set-cookie')) return;
  const now = Date.now();
  if (kept.size >= MAX_KEPT) {
    for (const [old, answer] of kept) if (now - answer.at > FRESH_MS) kept.delete(old);
    for (const old of kept.keys()) {
      if (kept.size < MAX_KEPT) break;
      kept.delete(old);
    }
  }
  kept.delete(key);
  kept.set(key, { at: now, status: res.statusCode, headers: res.getHeaders(), body });
}

/**
 * Answers `req` with a page Next served from its cache less than a second ago; false when there
 * is none, and the request goes to Next.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string | null} encoding what the client takes (compress-once.mjs chooseEncoding)
 */
export function serveRecentHit(req, res, encoding) {
  const key = encoding === null ? null : keyOf(req, encoding);
  if (key === null) return false;
  const answer = kept.get(key);
  if (!answer || Date.now() - answer.at > FRESH_MS) {
    asked.set(req, key);
    return false;
  }
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
  return true;
}

onTagsExpired(() => kept.clear());
