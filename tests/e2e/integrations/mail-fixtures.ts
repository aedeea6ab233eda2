import type { APIRequestContext } from '@playwright/test';
import { THIRD_PARTY_ORIGIN } from './settings';

/** A mail as the fixture SMTP server received it (tests/e2e/third-party/mail.mjs). */
export type Mail = { to: string[]; subject: string; text: string; html: string; headers: Record<string, string> };

/** Waits until `read` gives a value that `done` accepts, and returns it. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  let value = await read();
  const deadline = Date.now() + 15_000;
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

/** The mails the site sent to `email`, once there are at least `count` (a mail goes after the answer). */
export const mailsTo = async (request: APIRequestContext, email: string, count = 1) =>
  eventually(
    async () => (await (await request.get(`${THIRD_PARTY_ORIGIN}/mail/messages?to=${encodeURIComponent(email)}`)).json()) as Mail[],
    (mails) => mails.length >= count,
    `mail #${count} to ${email}`,
  );

/** The absolute addresses of a mail's text. */
export const urlsOf = (mail: Mail): string[] => [...mail.text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
