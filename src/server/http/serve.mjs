// @ts-check
/**
 * Serves the built site as `next start` does, with these differences:
 * - each request reaches Next with the socket's address appended to X-Forwarded-For and this
 *   process's stamp, so the API knows the client's address from the socket, never from a header
 *   the client wrote (src/lib/client-address.mjs explains why Next alone cannot tell), and with
 *   X-Forwarded-Host only as the trusted proxies (TRUSTED_PROXY_HOPS) wrote it: it chooses a
 *   locale's domain, for next-intl and the site alike;
 * - the static files are served precompressed (compressed-static.mjs), the API's reads
 *   without Next when they are bundled, and a page Next has just served from its cache again
 *   for a second without it (recent-hits.mjs);
 * - responses are compressed here, after a page rendered per request has had its scripts
 *   deferred (next-response.mjs).
 *
 *   PORT=3000 NODE_ENV=production node src/server/http/serve.mjs      (npm start runs it after a build)
 *
 * Plain JavaScript run by Node alone: a TypeScript loader in the server process would sit in the
 * path of every module Next loads while it serves.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import next from 'next';
import { createStamp, stampRequest } from '../../lib/client-address.mjs';
import { securityHeaders } from '../../lib/security-headers.mjs';
import { chooseEncoding } from './compress-once.mjs';
import { compressedStatic } from './compressed-static.mjs';
import { prepareNextResponse } from './next-response.mjs';
import { serveRecentHit } from './recent-hits.mjs';

const port = Number(process.env.PORT ?? 3000);
const stamp = createStamp();
// As src/server/env.ts reads it, 0 by default; a value that is no number trusts no X-Forwarded-Host.
const trustedHops = Number(process.env.TRUSTED_PROXY_HOPS || 0);

// Read by next.config.ts, which Next evaluates in this process: responses are compressed here.
process.env.COMPRESSED_BY_SERVER = '1';
// The host name Next builds request URLs with, as `next start` without -H; never the Host header.
const app = next({ dev: false, dir: process.cwd(), port, hostname: 'localhost' });
await app.prepare();
const handle = app.getRequestHandler();
const upgrade = app.getUpgradeHandler();

// The API's reads, answered without Next when scripts/start.ts has bundled them (src/server/api/standalone.ts).
const distDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next');
const apiBundle = path.join(distDir, 'api-server.mjs');
/** @type {((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>) | null} */
const apiRead = existsSync(apiBundle) ? (await import(pathToFileURL(apiBundle).href)).apiReadListener(process.env) : null;

const staticFiles = compressedStatic(distDir, securityHeaders(process.env));
staticFiles.prepare().catch((error) => console.error('Could not compress the static files:', error));

/** @param {import('node:http').IncomingMessage} req */
function isApiRead(req) {
  return (req.method === 'GET' || req.method === 'HEAD') && /^\/api(\/|\?|$)/.test(req.url ?? '');
}

const server = createServer((req, res) => {
  stampRequest(req, stamp, trustedHops);
  if (apiRead && isApiRead(req)) void apiRead(req, res);
  else if (!staticFiles.serve(req, res) && !serveRecentHit(req, res, chooseEncoding(req.headers['accept-encoding']))) {
    prepareNextResponse(req, res);
    void handle(req, res);
  }
});
server.on('upgrade', (req, socket, head) => {
  stampRequest(req, stamp, trustedHops);
  void upgrade(req, socket, head);
});
// A client or proxy closes an idle connection of its own before the server does: Node's clients
// after 5 s, most load balancers after 60 s. Node's server default (5 s) races them, and a request
// sent on a connection the server is closing meets ECONNRESET (a 502 behind a proxy).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
// Every interface, as `next start`: the proxy asks this server for its not-found page on 127.0.0.1.
server.listen(port, () => {
  console.log(`▲ Ready on http://localhost:${port}`);
});

let closing = false;
function stop() {
  if (closing) return;
  closing = true;
  server.close(() => void app.close().finally(() => process.exit(0)));
  server.closeIdleConnections();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
// Started by `npm start` (scripts/start.ts), the server holds a channel to it: should that process
// die without passing a signal on (SIGKILL), the server drains and stops rather than serve on alone.
process.on('disconnect', stop);
