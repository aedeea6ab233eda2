// @ts-check
/**
 * The third parties of the integrations' browser tests, on localhost: the scripts the site is
 * configured to load (ads, comments, accommodation widget), and the services it calls (newsletter
 * service, SMTP). Each part is a handler module of this folder; nothing here reaches the internet.
 *
 * GET /health answers 200 once every part is ready (the SMTP receiver listens before the HTTP server).
 */
import { createServer } from 'node:http';
import { mailbox, smtp, startSmtp } from './mail.mjs';
import { newsletterService } from './newsletter-service.mjs';
import { SMTP_PORT, THIRD_PARTY_PORT } from './ports.mjs';
import { scripts } from './scripts.mjs';

/** @typedef {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse, url: URL) => boolean | Promise<boolean>} Handler */

/** @type {Handler[]} */
const handlers = [scripts, mailbox, newsletterService];

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
  if (url.pathname === '/health') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  for (const handle of handlers) {
    if (await handle(request, response, url)) return;
  }
  response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
});

await startSmtp();
server.listen(THIRD_PARTY_PORT, '127.0.0.1', () => console.log(`third parties on http://localhost:${THIRD_PARTY_PORT}, SMTP on ${SMTP_PORT}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => smtp.close(() => server.close(() => process.exit(0))));
