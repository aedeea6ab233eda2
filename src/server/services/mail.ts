import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '../env';
import { logger } from '../logger';

/** A mail the site sends; `links` are what the log shows of it when no mail server is set. */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  links: Record<string, string>;
};

let transporter: { url: string; transport: Transporter } | null = null;

/**
 * The transport to SMTP_URL, made on first use. Timeouts are short: a mail server that does not
 * answer must not hold a sending (and a shutdown waiting for it) for minutes.
 */
function transport(url: string): Transporter {
  if (transporter?.url !== url) {
    transporter = {
      url,
      transport: nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }),
    };
  }
  return transporter.transport;
}

/**
 * Sends a mail through SMTP_URL. Without a mail server (a developer's machine), the mail's
 * recipient, subject and links are written to the log at info level, so its links can be opened.
 * Throws when the server refuses or cannot be reached: the caller decides what that means.
 */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  if (!env.SMTP_URL) {
    logger.info({ mail: { to: mail.to, subject: mail.subject, links: mail.links } }, 'mail not sent (no SMTP_URL): logged instead');
    return;
  }
  await transport(env.SMTP_URL).sendMail({
    from: env.MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
  });
}

const inFlight = new Set<Promise<void>>();

/**
 * Sends a mail after the answer to the request that asked for it, which does not wait for the mail
 * server: how long a request takes must not tell what it did (a sign-up mails only an address not
 * yet subscribed). `build` runs then too. A failure is logged with `context` at error level, never
 * dropped; shutdown waits for the mails under way (`mailsUnderWay`).
 */
export function sendMailLater(build: () => OutgoingMail, context: Record<string, unknown>, failure: string): void {
  // setImmediate: after the I/O of this turn, so the answer is written before the mail is built.
  const sending = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => sendMail(build()))
    .catch((error: unknown) => logger.error({ err: error, ...context }, failure))
    .finally(() => inFlight.delete(sending));
  inFlight.add(sending);
}

/** Resolves once every mail started so far is sent or has failed (and been logged). */
export async function mailsUnderWay(): Promise<void> {
  await Promise.allSettled([...inFlight]);
}
