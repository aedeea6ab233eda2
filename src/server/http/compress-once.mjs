// @ts-check
/**
 * Compress once. A page Next answers from its cache (`x-nextjs-cache: HIT` or `STALE`) is the same
 * bytes on every hit, yet a compressing middleware compresses it again each time: 2–3 ms of the
 * server's one thread for a 300 KB page, most of what a hit costs. Here such a response is
 * compressed the first time it is sent, off the main thread, and the compressed bytes are kept by
 * what they compress, and every later hit sends them as they are. Keyed by content, the kept
 * bytes can never be another version's: a page rendered afresh is a key of its own, and the old
 * one ages out. The same holds with Redis, where another server may have rendered the page.
 *
 * Every other response (a render, the API's, a redirect) goes on to the compressing middleware.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LruByBytes } from '../../lib/lru-by-bytes.mjs';
import { holdBody } from './held-response.mjs';

/**
 * What is kept, least recently used out first, counting each page's string (most often the very
 * one the page cache holds) and its compressed bytes: about 400 pages of 300 KB.
 */
const KEPT_BYTES = 128 * 1024 * 1024;
/** Below this a response goes out as it is, as with the compressing middleware. */
const THRESHOLD = 1024;
/** Cached responses whose bytes are kept compressed: pages and their RSC payloads. */
const KEPT_TYPES = /^(text\/html|text\/x-component)\b/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** @typedef {'br' | 'gzip'} Encoding */

/** @type {Record<Encoding, (body: Buffer) => Promise<Buffer>>} */
const COMPRESS = {
  // Quality 6: 9 % smaller than the middleware's 4 for 30 % more time, once; 11 would take 100× as long.
  br: (body) =>
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzip(body),
};

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, each unless refused
 * with `q=0`; null when the client takes neither.
 * @param {string | string[] | undefined} header
 * @returns {Encoding | null}
 */
export function chooseEncoding(header) {
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of String(header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (/** @type {string} */ name) => weights.get(name) ?? weights.get('*') ?? 0;
  const [br, gz] = [weight('br'), weight('gzip')];
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : null;
}

/**
 * Compressed bodies by what they compress. A page Next sends from its cache is one string, the
 * very one its cache holds, on every hit: that string is the key, found at the cost of a lookup
 * (V8 keeps a string's hash with it, and two keys that are one string compare at once). Any other
 * body is keyed by a hash of its bytes. A compression under way is shared.
 */
export class CompressedBodies {
  /** @type {LruByBytes<{ size: number, br?: Promise<Buffer>, gzip?: Promise<Buffer> }>} */
  #kept;

  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.#kept = new LruByBytes(maxBytes);
  }

  /**
   * The body compressed with `encoding`: kept bytes, or compressed now and kept.
   * @param {string | Buffer} body @param {Encoding} encoding
   * @returns {Promise<Buffer>}
   */
  compressed(body, encoding) {
    const key = typeof body === 'string' ? body : createHash('sha1').update(body).digest('base64');
    let entry = this.#kept.get(key);
    if (!entry) {
      // A string key is held here too, and counted: the page cache may let it go first.
      entry = { size: key.length };
      this.#kept.set(key, entry, entry.size);
    }
    const known = entry[encoding];
    if (known) return known;
    const made = COMPRESS[encoding](typeof body === 'string' ? Buffer.from(body) : body);
    const kept = entry;
    kept[encoding] = made;
    made.then(
      (bytes) => {
        if (this.#kept.get(key) !== kept) return;
        kept.size += bytes.length;
        this.#kept.set(key, kept, kept.size);
      },
      () => {
        if (kept[encoding] === made) delete kept[encoding];
      },
    );
    return made;
  }

  get bytes() {
    return this.#kept.bytes;
  }
}

const bodies = new CompressedBodies(KEPT_BYTES);

/**
 * Whether the response about to be sent is a cached page whose bytes are kept compressed.
 * @param {import('node:http').ServerResponse} res
 */
function isCachedPage(res) {
  const cache = String(res.getHeader('x-nextjs-cache') ?? '').toUpperCase();
  return (
    (cache === 'HIT' || cache === 'STALE') &&
    res.statusCode === 200 &&
    !res.hasHeader('content-encoding') &&
    KEPT_TYPES.test(String(res.getHeader('content-type') ?? '')) &&
    !/\bno-transform\b/.test(String(res.getHeader('cache-control') ?? ''))
  );
}

/** @param {import('node:http').ServerResponse} res */
function addVary(res) {
  const vary = String(res.getHeader('vary') ?? '');
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Makes `res` send a cached page's kept compressed bytes. Call it after whatever else wraps
 * `res` (it must see the response first), with Node's own methods as they were before any
 * wrapper: a cached page goes out through them, past the compressing middleware.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ writeHead: typeof res.writeHead, end: typeof res.end }} node
 * @param {(encoding: Encoding, bytes: Buffer) => void} [sent] told of each cached page sent compressed, as sent
 */
export function compressOnce(req, res, node, sent) {
  if (req.method !== 'GET') return;
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  if (!encoding) return;
  /**
   * Sends the page, compressed, through Node's own methods: the string Next ends it with when it
   * comes in one piece (a page from the cache), else the bytes held.
   * @param {string | Buffer} body @param {Function | undefined} done
   */
  const send = async (body, done) => {
    /** @type {Buffer | null} */
    let compressed = null;
    if (body.length >= THRESHOLD) compressed = await bodies.compressed(body, encoding).catch(() => null);
    if (compressed) res.setHeader('content-encoding', encoding);
    addVary(res);
    res.setHeader('content-length', compressed ? compressed.length : Buffer.byteLength(body));
    if (res.destroyed) return;
    Reflect.apply(node.writeHead, res, [res.statusCode]);
    Reflect.apply(node.end, res, [compressed ?? body, done]);
    if (compressed) sent?.(encoding, compressed);
  };

  holdBody(res, () => isCachedPage(res), (body, done) => void send(body, done));
}
