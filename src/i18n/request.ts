import { getRequestConfig } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import type { Locale } from '@/lib/locales';
import { MESSAGES_BASE, overlayMessages } from '@/lib/messages';
import { routing } from './routing';

const load = async (locale: Locale) => (await import(`../../messages/${locale}.json`)).default;

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const base = MESSAGES_BASE[locale];
  return {
    locale,
    messages: base ? overlayMessages(await load(base), await load(locale)) : await load(locale),
  };
});
