// @ts-check
/**
 * The build's scripts and styles, sent brotli-compressed to browsers that accept it. Next
 * compresses with gzip only; brotli at its highest quality makes the framework's chunks about
 * 14% smaller, too slow to run per request but done once per file here, since every file under
 * `/_next/static/` is named by its content and never changes. Until a file is compressed (the
 * server starts compressing all of them in the background) Next serves it as before.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);
const TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' };
const PREFIX = '/_next/static/';

/** @param {string} header */
function acceptsBrotli(header) {
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    return coding.trim() === 'br' && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}

/**
 * @param {string} distDir the build folder
 * @param {{ key: string; value: string }[]} headers the headers every response carries (security)
 */
export function compressedStatic(distDir, headers) {
  const staticDir = path.join(distDir, 'static');
  /** @type {Map<string, Buffer>} keyed by the path under /_next/static/ */
  const compressed = new Map();

  /** Compresses every script and style of the build, a few at a time, off the event loop. */
  async function prepare() {
    const names = (await readdir(staticDir, { recursive: true })).filter((name) => path.extname(name) in TYPES);
    for (const name of names) {
      const bytes = await readFile(path.join(staticDir, name));
      const body = await compress(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
      compressed.set(name.split(path.sep).join('/'), body);
    }
  }

  /**
   * Answers the request when it asks for a compressed file; false leaves it to Next.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  function serve(req, res) {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith(PREFIX)) return false;
    // Looked up, never joined to a path: a request names one of the files compressed above or none.
    const body = compressed.get(req.url.slice(PREFIX.length).split('?')[0] ?? '');
    if (!body || !acceptsBrotli(String(req.headers['accept-encoding'] ?? ''))) return false;
    res.statusCode = 200;
    for (const { key, value } of headers) res.setHeader(key, value);
    res.setHeader('Content-Type', TYPES[/** @type {keyof typeof TYPES} */ (path.extname(req.url.split('?')[0] ?? ''))]);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  return { prepare, serve };
}
