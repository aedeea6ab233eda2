import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { gzipSync } from 'node:zlib';

/**
 * A partner's feed server for tests, on 127.0.0.1 and a free port: serves the files given by path
 * (`/feeds/a.csv`), 404 for any other path. Besides a plain answer it can gzip the body with
 * `Content-Encoding: gzip`, answer another status or redirect, cut the connection part-way through
 * the body, or never answer at all.
 */

export type FeedServerFile = {
  body: string | Buffer;
  contentType?: string;
  /** Gzips the body and says so with `Content-Encoding: gzip` (Content-Length is then the gzip's). */
  gzipEncoding?: boolean;
  status?: number;
  /** More headers (`location` for a redirect). */
  headers?: Record<string, string>;
  /** Sends the headers (with the whole body's Content-Length), then this many bytes, then cuts the connection. */
  truncateAfter?: number;
  /** Accepts the request and never answers (until the server closes). */
  hang?: boolean;
  /** Leaves out Content-Length (the body is sent chunked). */
  noContentLength?: boolean;
};

export type FeedServer = {
  /** `http://127.0.0.1:PORT`, without a trailing slash. */
  url: string;
  /** How many requests each path received. */
  requests: Map<string, number>;
  close(): Promise<void>;
};

export async function startFeedServer(files: Record<string, FeedServerFile>): Promise<FeedServer> {
  const requests = new Map<string, number>();
  const sockets = new Set<Socket>();
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    requests.set(path, (requests.get(path) ?? 0) + 1);
    const file = Object.hasOwn(files, path) ? files[path] : undefined;
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    if (file.hang) return;
    const raw = typeof file.body === 'string' ? Buffer.from(file.body) : file.body;
    const body = file.gzipEncoding ? gzipSync(raw) : raw;
    const headers: http.OutgoingHttpHeaders = { 'content-type': file.contentType ?? 'application/octet-stream', ...file.headers };
    if (!file.noContentLength) headers['content-length'] = body.length;
    if (file.gzipEncoding) headers['content-encoding'] = 'gzip';
    response.writeHead(file.status ?? 200, headers);
    if (file.truncateAfter === undefined) {
      response.end(body);
      return;
    }
    response.write(body.subarray(0, file.truncateAfter), () => {
      // Once the bytes are on their way: the client sees them, then the cut.
      setTimeout(() => response.socket?.destroy(), 20);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
