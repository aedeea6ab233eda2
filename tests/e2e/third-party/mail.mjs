// @ts-check
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { SMTP_PORT } from './ports.mjs';

/**
 * @typedef {{ to: string[], from: string, subject: string, text: string, html: string, headers: Record<string, string>, receivedAt: string }} ReceivedMail
 */

/** @type {ReceivedMail[]} every mail received, oldest first */
const received = [];

/**
 * An SMTP server on SMTP_PORT that accepts every mail, without TLS or login (the site's SMTP_URL
 * points here), and keeps it. Headers are kept as they were sent, each under its lower-case name.
 */
export const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  size: 1024 * 1024,
  onData(stream, _session, done) {
    simpleParser(stream)
      .then((mail) => {
        const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((group) =>
          group.value.map((address) => (address.address ?? '').toLowerCase()),
        );
        received.push({
          to,
          from: mail.from?.text ?? '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          headers: Object.fromEntries(mail.headerLines.map(({ key, line }) => [key, line.replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, ' ')])),
          receivedAt: new Date().toISOString(),
        });
        done();
      })
      .catch(done);
  },
});

/** Starts the SMTP server; resolves once it listens. */
export function startSmtp() {
  return new Promise((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', () => resolve(undefined)));
}

/**
 * GET /mail/messages?to=<address>: the mails received for that address (all without `to`), oldest
 * first, as JSON.
 * @type {import('./server.mjs').Handler}
 */
export function mailbox(request, response, url) {
  if (request.method !== 'GET' || url.pathname !== '/mail/messages') return false;
  const to = url.searchParams.get('to')?.toLowerCase();
  const mails = to ? received.filter((mail) => mail.to.includes(to)) : received;
  response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(mails));
  return true;
}
