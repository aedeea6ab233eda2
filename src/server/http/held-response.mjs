// @ts-check
/**
 * Holding a response's body until it ends, for the two modules that send a page otherwise than
 * Next wrote it: next-response.mjs (a page rendered per request, its scripts deferred) and
 * compress-once.mjs (a page from the cache, compressed once).
 */

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
 * Holds what is written to `res` when `wanted()` says so, asked once when its headers are known
 * (at the first writeHead, flushHeaders, write or end), and hands the whole body to `finish` when
 * it ends: the string `end` was given when nothing was written before (as Next sends a page from
 * its cache), else the bytes. A response not wanted passes through untouched. When `finish` is
 * called, `res` has its own methods back, as they were before this; the status and headers are
 * set on `res`, none sent yet.
 * @param {import('node:http').ServerResponse} res
 * @param {() => boolean} wanted
 * @param {(body: string | Buffer, done: Function | undefined) => void} finish
 */
export function holdBody(res, wanted, finish) {
  const own = { write: res.write, end: res.end, writeHead: res.writeHead, flushHeaders: res.flushHeaders };
  /** @type {boolean | undefined} undefined until the headers are known */
  let holding;
  /** @type {Buffer[]} */
  const held = [];

  const decide = () => {
    if (holding === undefined) {
      holding = wanted();
      if (!holding) Object.assign(res, own);
    }
    return holding;
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
      if (typeof args[0] === 'number') res.statusCode = args[0];
      if (typeof args[1] === 'string') res.statusMessage = args[1];
      if (!decide()) return Reflect.apply(own.writeHead, res, args);
      return res;
    },
    /** Headers go out with the body; Next flushes them as it starts streaming. */
    flushHeaders() {
      if (!decide()) Reflect.apply(own.flushHeaders, res, []);
    },
    /** @param {unknown[]} args */
    write(...args) {
      if (!decide()) return Reflect.apply(own.write, res, args);
      const [chunk, encoding, callback] = args;
      held.push(bytesOf(chunk, encoding));
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') queueMicrotask(() => done());
      return true;
    },
    /** @param {unknown[]} args */
    end(...args) {
      if (!decide()) return Reflect.apply(own.end, res, args);
      const [chunk, encoding] = args;
      const done = /** @type {Function | undefined} */ (args.find((argument) => typeof argument === 'function'));
      Object.assign(res, own);
      if (held.length === 0 && typeof chunk === 'string' && (typeof encoding !== 'string' || encoding === 'utf8')) {
        finish(chunk, done);
      } else {
        if (typeof chunk !== 'function' && chunk != null) held.push(bytesOf(chunk, encoding));
        finish(Buffer.concat(held), done);
      }
      return res;
    },
  });
}
