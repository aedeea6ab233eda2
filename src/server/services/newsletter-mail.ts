import 'server-only';
import { escapeHtml } from '@/lib/escape-html';
import type { Locale } from '@/lib/locales';
import { fixedPath } from '@/lib/localized-paths';
import { env } from '../env';
import { writtenTexts } from '../messages';
import { absoluteUrl, originOf } from '../site-urls';
import type { OutgoingMail } from './mail';

/** The `Newsletter.mail` texts of a locale (src/server/messages.ts). */
const mailTexts = (locale: Locale) => writtenTexts(locale, 'Newsletter.mail');

/** `{name}` placeholders filled in; the texts hold no other ICU syntax. */
export const fill = (text: string | undefined, values: Record<string, string>) =>
  (text ?? '').replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The visitor's pages that confirm and end a subscription, as absolute links for the locale. */
export function newsletterLinks(locale: Locale, tokens: { confirm?: string; unsubscribe: string }) {
  const page = (route: '/newsletter/confirm' | '/newsletter/unsubscribe', token: string) =>
    `${absoluteUrl(locale, fixedPath(locale, route))}?${new URLSearchParams({ token })}`;
  return {
    confirm: tokens.confirm ? page('/newsletter/confirm', tokens.confirm) : undefined,
    unsubscribe: page('/newsletter/unsubscribe', tokens.unsubscribe),
    // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` here, without a page or a visitor.
    oneClick: `${originOf(locale)}/api/newsletter/unsubscribe/?${new URLSearchParams({ token: tokens.unsubscribe })}`,
  };
}

/** The headers that let mail clients offer unsubscribing in one click (RFC 2369, RFC 8058). */
export function unsubscribeHeaders(oneClick: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * The double opt-in mail, in the subscriber's locale: the confirmation link, how long it lasts,
 * and the link that ends the subscription, in text and in simple HTML.
 */
export function confirmationMail(locale: Locale, email: string, tokens: { confirm: string; unsubscribe: string }): OutgoingMail {
  const t = mailTexts(locale);
  const links = newsletterLinks(locale, tokens);
  const confirm = links.confirm!;
  const values = { email, site: new URL(originOf(locale)).host, hours: String(env.NEWSLETTER_CONFIRM_TTL_HOURS) };
  const text = [
    fill(t.greeting, values),
    '',
    fill(t.intro, values),
    fill(t.action, values),
    confirm,
    '',
    fill(t.expiry, values),
    fill(t.ignore, values),
    '',
    `${fill(t.unsubscribe, values)} ${links.unsubscribe}`,
  ].join('\n');
  const h = (key: string) => escapeHtml(fill(t[key], values));
  const html = `<!doctype html>
<html lang="${locale.slice(0, 2)}"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1f2937">
<p>${h('greeting')}</p>
<p>${h('intro')}</p>
<p>${h('action')}</p>
<p><a href="${escapeHtml(confirm)}" style="display:inline-block;padding:10px 20px;background:#0b5cad;color:#ffffff;border-radius:999px;text-decoration:none;font-weight:bold">${h('button')}</a></p>
<p style="font-size:13px">${escapeHtml(confirm)}</p>
<p>${h('expiry')}<br>${h('ignore')}</p>
<p style="font-size:13px;color:#6b7280">${h('unsubscribe')} <a href="${escapeHtml(links.unsubscribe)}">${h('unsubscribeLink')}</a></p>
</body></html>`;
  return {
    to: email,
    subject: fill(t.subject, values),
    text,
    html,
    headers: unsubscribeHeaders(links.oneClick),
    links: { confirm, unsubscribe: links.unsubscribe, oneClick: links.oneClick },
  };
}
