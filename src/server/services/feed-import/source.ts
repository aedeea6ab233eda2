import 'server-only';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { addAbortSignal, pipeline, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

/**
 * Opens a feed, a file or an http(s) URL, as a stream of bytes, gunzipped when it is gzip
 * (whatever its name says, and whatever the server's Content-Encoding says). The consumer pulls:
 * nothing is read ahead beyond the streams' own buffers, so memory stays flat whatever the size.
 */

/** A server that has not started answering by then is not going to. */
export const HEADERS_TIMEOUT_MS = 30_000;
/**
 * A body that stops flowing while we wait for it. Time the consumer spends elsewhere (writing a
 * batch to the database) does not count: only waits with nothing buffered do.
 */
export const BODY_IDLE_TIMEOUT_MS = 60_000;
const MAX_REDIRECTS = 5;
const GZIP_MAGIC = [0x1f, 0x8b] as const;

export type FeedSource = {
  /** The file's path or the URL's pathname: what the format is guessed from. */
  name: string;
  /** Bytes as stored or sent (file size, Content-Length), compressed if gzip; null when unknown. */
  size: number | null;
  /** Raw bytes pulled from the file or the connection so far, in the unit of `size`. */
  bytesRead(): number;
  /** The content, gunzipped. Iterate it once; breaking off releases the file or connection. */
  body: AsyncIterable<Buffer>;
  /** Releases the file or connection when the body will not be read (to its end). */
  destroy(): void;
};

export async function openFeedSource(location: string, options: { signal?: AbortSignal } = {}): Promise<FeedSource> {
  const { signal } = options;
  signal?.throwIfAborted();
  const opened = isUrl(location) ? await openUrl(location, signal) : await openFile(location, signal);
  const raw = opened.stream;
  let bytes = 0;
  // When the last read of the source started, while it is still waiting; null between reads.
  let waitingSince: number | null = null;
  const idle = opened.idleTimeout ? watchIdle(raw, () => waitingSince, opened.label) : undefined;
  async function* counted(): AsyncGenerator<Buffer> {
    const iterator = raw[Symbol.asyncIterator]();
    try {
      for (;;) {
        waitingSince = Date.now();
        const next = await iterator.next();
        waitingSince = null;
        if (next.done) return;
        const chunk = next.value as Buffer;
        bytes += chunk.length;
        yield chunk;
      }
    } finally {
      waitingSince = null;
      if (idle) clearInterval(idle);
      await iterator.return?.();
    }
  }
  try {
    const body = await gunzipped(counted());
    return { name: opened.name, size: opened.size, bytesRead: () => bytes, body, destroy: () => raw.destroy() };
  } catch (error) {
    raw.destroy();
    if (idle) clearInterval(idle);
    throw error;
  }
}

/** Any `scheme:` prefix of two letters or more (one letter would be a Windows drive). */
function isUrl(location: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]+):/i.exec(location)?.[1]?.toLowerCase();
  if (scheme === undefined) return false;
  if (scheme === 'http' || scheme === 'https') return true;
  throw new Error(`Cannot read a feed over '${scheme}:': give an http(s) URL or a file path`);
}

/**
 * `label`: the source in messages (a URL without its query). `idleTimeout`: whether a stalled
 * read fails (a connection), or only waits (a file).
 */
type Opened = { name: string; label: string; size: number | null; stream: Readable; idleTimeout: boolean };

async function openFile(path: string, signal: AbortSignal | undefined): Promise<Opened> {
  const stats = await stat(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new Error(`Feed file not found: ${path}`);
    throw new Error(`Cannot read the feed file ${path}: ${error.message}`);
  });
  if (!stats.isFile()) throw new Error(`The feed ${path} is not a file`);
  const stream = createReadStream(path, { highWaterMark: 64 * 1024 });
  if (signal) addAbortSignal(signal, stream);
  return { name: path, label: path, size: stats.size, stream, idleTimeout: false };
}

/** The URL without its query (which often holds the partner's key) and credentials, for messages. */
function describe(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

async function openUrl(location: string, signal: AbortSignal | undefined): Promise<Opened> {
  let url: URL;
  try {
    url = new URL(location);
  } catch {
    throw new Error(`Not a valid feed URL: ${location.slice(0, 200)}`);
  }
  for (let redirects = 0; ; redirects++) {
    const response = await get(url, signal);
    const status = response.statusCode ?? 0;
    const next = response.headers.location;
    if (status >= 300 && status < 400 && next !== undefined) {
      response.resume();
      if (redirects >= MAX_REDIRECTS) throw new Error(`Too many redirects from ${describe(url)}`);
      const target = new URL(next, url);
      if (target.protocol !== 'http:' && target.protocol !== 'https:') {
        throw new Error(`${describe(url)} redirects to a '${target.protocol}' address`);
      }
      url = target;
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new Error(`The feed server answered HTTP ${status}${response.statusMessage ? ` ${response.statusMessage}` : ''} for ${describe(url)}`);
    }
    const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
    // gzip needs no step of its own: the body then starts with gzip's magic bytes (see gunzipped).
    if (!['identity', 'gzip', 'x-gzip', ''].includes(encoding)) {
      response.destroy();
      throw new Error(`The feed server sent an unsupported Content-Encoding '${encoding}' for ${describe(url)}`);
    }
    const length = Number(response.headers['content-length'] ?? Number.NaN);
    if (signal) addAbortSignal(signal, response);
    return {
      name: url.pathname,
      label: describe(url),
      size: Number.isSafeInteger(length) && length >= 0 ? length : null,
      stream: response,
      idleTimeout: true,
    };
  }
}

function get(url: URL, signal: AbortSignal | undefined): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(url, {
      headers: { 'accept-encoding': 'gzip', 'user-agent': 'holiday-offers-feed-importer' },
      signal,
    });
    const timeout = new Error(`No answer from ${describe(url)} within ${HEADERS_TIMEOUT_MS / 1000} s`);
    const timer = setTimeout(() => request.destroy(timeout), HEADERS_TIMEOUT_MS);
    request.once('response', (response) => {
      clearTimeout(timer);
      resolve(response);
    });
    // `on`, not `once`: a second error with no listener would crash the process. After the
    // response, errors reach the consumer through the response, and this reject does nothing.
    request.on('error', (error) => {
      clearTimeout(timer);
      if (error === timeout || error.name === 'AbortError') reject(error);
      else reject(new Error(`Cannot fetch ${describe(url)}: ${error.message}`, { cause: error }));
    });
  });
}

/** Fails a connection that sends nothing for BODY_IDLE_TIMEOUT_MS while the importer waits for it. */
function watchIdle(stream: Readable, waitingSince: () => number | null, label: string): NodeJS.Timeout {
  const timer = setInterval(
    () => {
      const since = waitingSince();
      if (since !== null && Date.now() - since > BODY_IDLE_TIMEOUT_MS) {
        stream.destroy(new Error(`${label} stopped sending data for ${BODY_IDLE_TIMEOUT_MS / 1000} s`));
      }
    },
    Math.min(5_000, BODY_IDLE_TIMEOUT_MS),
  );
  // A timer must not keep the process alive on its own.
  timer.unref();
  stream.once('close', () => clearInterval(timer));
  return timer;
}

/**
 * The stream gunzipped when it starts with gzip's magic bytes, else as it is. Twice at most: a
 * `.gz` file sent with `Content-Encoding: gzip` is compressed twice.
 */
async function gunzipped(chunks: AsyncIterable<Buffer>, depth = 0): Promise<AsyncIterable<Buffer>> {
  const { head, rest } = await peekBytes(chunks, (bytes) => bytes.length >= GZIP_MAGIC.length);
  if (depth >= 2 || head[0] !== GZIP_MAGIC[0] || head[1] !== GZIP_MAGIC[1]) return rest;
  const gunzip = pipeline(rest, createGunzip(), () => {
    // The error reaches the consumer through the gunzip stream, which pipeline destroys with it.
  });
  return gunzipped(gunzip, depth + 1);
}

/**
 * Reads chunks until `enough(head)` holds or the stream ends, and hands back what it read (`head`)
 * with the whole stream (`rest`: head first, then the chunks not read yet).
 */
export async function peekBytes(
  chunks: AsyncIterable<Buffer>,
  enough: (head: Buffer) => boolean,
): Promise<{ head: Buffer; rest: AsyncIterable<Buffer> }> {
  const iterator = chunks[Symbol.asyncIterator]();
  let head: Buffer = Buffer.alloc(0);
  let ended = false;
  while (!enough(head)) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    head = head.length === 0 ? next.value : Buffer.concat([head, next.value]);
  }
  async function* rest(): AsyncGenerator<Buffer> {
    let finished = ended;
    try {
      if (head.length > 0) yield head;
      while (!finished) {
        const next = await iterator.next();
        if (next.done) finished = true;
        else yield next.value;
      }
    } finally {
      // Broken off early: release what the iterator holds (the file, the connection).
      if (!finished) await iterator.return?.();
    }
  }
  return { head, rest: rest() };
}
