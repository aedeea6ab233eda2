import 'server-only';
import { escapeHtml } from '@/lib/escape-html';
import { localizedEntityPath } from '@/lib/entity-paths';
import type { Locale } from '@/lib/locales';
import { pathPrefix } from '@/lib/site-domains';
import { env } from '../env';
import { writtenTexts } from '../messages';
import { absoluteUrl, originOf } from '../site-urls';
import type { OutgoingMail } from './mail';
import { fill, unsubscribeHeaders } from './newsletter-mail';

/**
 * The visitor's pages a store alert's mails link to, without locale prefix, the same in every
 * locale (as the newsletter's). They only read the link's state and offer a button that POSTs
 * (DESIGN §7).
 */
export const STORE_ALERT_PAGES = { confirm: '/store-alerts/confirm', unsubscribe: '/store-alerts/unsubscribe' } as const;
export type StoreAlertPage = keyof typeof STORE_ALERT_PAGES;

/** A link page's address on the site, locale prefix included: where a form sent without script comes back to. */
export const storeAlertPagePath = (locale: Locale, page: StoreAlertPage): string => `${pathPrefix(locale)}${STORE_ALERT_PAGES[page]}`;

/** The two link pages and the one-click address (RFC 8058) of a subscription, absolute. */
export function storeAlertLinks(locale: Locale, tokens: { confirm?: string; unsubscribe: string }) {
  const page = (name: StoreAlertPage, token: string) => `${absoluteUrl(locale, STORE_ALERT_PAGES[name])}?${new URLSearchParams({ token })}`;
  return {
    confirm: tokens.confirm ? page('confirm', tokens.confirm) : undefined,
    unsubscribe: page('unsubscribe', tokens.unsubscribe),
    oneClick: `${originOf(locale)}/api/store-alerts/unsubscribe/?${new URLSearchParams({ token: tokens.unsubscribe })}`,
  };
}

/** A value put in a header (the subject): one line, whatever an editor typed in a title. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

const BUTTON_STYLE = 'display:inline-block;padding:10px 20px;background:#0b5cad;color:#ffffff;border-radius:999px;text-decoration:none;font-weight:bold';

function page(locale: Locale, paragraphs: string[], footer: string): string {
  return `<!doctype html>
<html lang="${locale.slice(0, 2)}"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1f2937">
${paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n')}
<p style="font-size:13px;color:#6b7280">${footer}</p>
</body></html>`;
}

export type StoreRef = { name: string };

/** The double opt-in mail of a store alert, in the subscription's locale (texts: `StoreAlerts.confirmMail`). */
export function storeAlertConfirmationMail(
  locale: Locale,
  email: string,
  store: StoreRef,
  tokens: { confirm: string; unsubscribe: string },
): OutgoingMail {
  const t = writtenTexts(locale, 'StoreAlerts.confirmMail');
  const links = storeAlertLinks(locale, tokens);
  const confirm = links.confirm!;
  const values = { email, store: oneLine(store.name), site: new URL(originOf(locale)).host, hours: String(env.NEWSLETTER_CONFIRM_TTL_HOURS) };
  const say = (key: string) => fill(t[key], values);
  const h = (key: string) => escapeHtml(say(key));
  const text = [say('greeting'), '', say('intro'), say('action'), confirm, '', say('expiry'), say('ignore'), '', `${say('unsubscribe')} ${links.unsubscribe}`].join('\n');
  const html = page(
    locale,
    [
      h('greeting'),
      h('intro'),
      h('action'),
      `<a href="${escapeHtml(confirm)}" style="${BUTTON_STYLE}">${h('button')}</a>`,
      `<span style="font-size:13px">${escapeHtml(confirm)}</span>`,
      `${h('expiry')}<br>${h('ignore')}`,
    ],
    `${h('unsubscribe')} <a href="${escapeHtml(links.unsubscribe)}">${h('unsubscribeLink')}</a>`,
  );
  return {
    to: email,
    subject: say('subject'),
    text,
    html,
    headers: unsubscribeHeaders(links.oneClick),
    links: { confirm, unsubscribe: links.unsubscribe, oneClick: links.oneClick },
  };
}

export type AnnouncedPromotion = { title: string; offer: string; endsAt: Date | null };

const DATE_LOCALES: Record<Locale, string> = { 'fr-be': 'fr-BE', 'nl-be': 'nl-BE', 'fr-fr': 'fr-FR' };

/**
 * One new promotion of a store, mailed to one subscriber in its locale (texts:
 * `StoreAlerts.alertMail`): its title and offer, its end, the store page, and the way out.
 */
export function storeAlertMail(
  locale: Locale,
  email: string,
  store: StoreRef & { slug: string },
  promotion: AnnouncedPromotion,
  unsubscribeToken: string,
): OutgoingMail {
  const t = writtenTexts(locale, 'StoreAlerts.alertMail');
  const links = storeAlertLinks(locale, { unsubscribe: unsubscribeToken });
  const storePage = absoluteUrl(locale, localizedEntityPath(locale, 'store', [store.slug]));
  const values = {
    store: oneLine(store.name),
    title: oneLine(promotion.title),
    site: new URL(originOf(locale)).host,
    date: promotion.endsAt ? new Intl.DateTimeFormat(DATE_LOCALES[locale], { dateStyle: 'long', timeZone: 'Europe/Brussels' }).format(promotion.endsAt) : '',
  };
  const say = (key: string) => fill(t[key], values);
  const h = (key: string) => escapeHtml(say(key));
  const offer = oneLine(promotion.offer);
  const headline = offer ? `${values.title} (${offer})` : values.title;
  const text = [
    say('greeting'),
    '',
    say('intro'),
    headline,
    ...(promotion.endsAt ? [say('ends')] : []),
    '',
    `${say('visit')} ${storePage}`,
    '',
    say('why'),
    `${say('unsubscribe')} ${links.unsubscribe}`,
  ].join('\n');
  const html = page(
    locale,
    [
      h('greeting'),
      h('intro'),
      `<strong style="font-size:18px">${escapeHtml(values.title)}</strong>${offer ? `<br><span style="font-size:16px;color:#0b5cad;font-weight:bold">${escapeHtml(offer)}</span>` : ''}${promotion.endsAt ? `<br>${h('ends')}` : ''}`,
      `<a href="${escapeHtml(storePage)}" style="${BUTTON_STYLE}">${h('button')}</a>`,
    ],
    `${h('why')}<br>${h('unsubscribe')} <a href="${escapeHtml(links.unsubscribe)}">${h('unsubscribeLink')}</a>`,
  );
  return {
    to: email,
    subject: say('subject'),
    text,
    html,
    headers: unsubscribeHeaders(links.oneClick),
    links: { store: storePage, unsubscribe: links.unsubscribe, oneClick: links.oneClick },
  };
}
