/**
 * Serves the built site as `next start` does, with one difference: each request reaches Next with
 * the socket's address appended to X-Forwarded-For and this process's stamp, so the API knows the
 * client's address from the socket, never from a header the client wrote
 * (src/lib/client-address.ts explains why Next alone cannot tell).
 *
 *   PORT=3000 NODE_ENV=production tsx scripts/serve.ts      (npm start runs it after a build)
 */
import { createServer } from 'node:http';
import next from 'next';
import { createStamp, stampRequest } from '../src/lib/client-address';

const port = Number(process.env.PORT ?? 3000);
const stamp = createStamp();

// The host name Next builds request URLs with, as `next start` without -H; never the Host header.
const app = next({ dev: false, dir: process.cwd(), port, hostname: 'localhost' });
await app.prepare();
const handle = app.getRequestHandler();
const upgrade = app.getUpgradeHandler();

const server = createServer((req, res) => {
  stampRequest(req, stamp);
  void handle(req, res);
});
server.on('upgrade', (req, socket, head) => {
  stampRequest(req, stamp);
  void upgrade(req, socket, head);
});
// Every interface, as `next start`: the proxy asks this server for its not-found page on 127.0.0.1.
server.listen(port, () => {
  console.log(`▲ Ready on http://localhost:${port}`);
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.close(() => void app.close().finally(() => process.exit(0)));
    server.closeIdleConnections();
  });
}
