'use client';

import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useGetOne, useRecordContext } from 'react-admin';
import { LOCALES, type Locale } from '@/lib/locales';
import { pathPrefix, SITE_DOMAINS } from '@/lib/site-domains';

/** A locale's own domain in production; this host (its prefix follows) on a shared one. */
const originOf = (locale: Locale) => (SITE_DOMAINS ? `https://${SITE_DOMAINS[locale]}` : '');

/** Where a path of one locale's site is, seen from the back-office. */
export const publicAddress = (locale: Locale, path: string) => `${originOf(locale)}${pathPrefix(locale)}${path === '/' && pathPrefix(locale) ? '' : path}`;

type Translated = { translations?: Partial<Record<Locale, Record<string, unknown>>> };

/** Links to public pages, one per locale: each on its own domain, or its prefix on a shared host. */
export function SiteLinks({ links }: { links: { locale: Locale; path: string }[] }) {
  if (links.length === 0) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }} component="nav" aria-label="Voir sur le site">
      <Typography component="span">Voir sur le site :</Typography>
      {links.map(({ locale, path }) => (
        <Link key={locale} href={publicAddress(locale, path)} target="_blank" rel="noopener">
          {locale} <OpenInNewIcon fontSize="inherit" aria-label="(nouvel onglet)" />
        </Link>
      ))}
    </Stack>
  );
}

/** Links to the record's public page in each locale it has (its own domain, or its prefix on a shared host). */
export function ViewOnSite({ path }: { path: (translation: Record<string, unknown>, locale: Locale) => string | null }) {
  const record = useRecordContext<Translated>();
  const links = LOCALES.flatMap((locale) => {
    const translation = record?.translations?.[locale];
    const localized = translation ? path(translation, locale) : null;
    return localized ? [{ locale, path: localized }] : [];
  });
  return <SiteLinks links={links} />;
}

/** A promotion shows on its store's page: the links of the store it belongs to. */
export function PromotionOnSite() {
  const promotion = useRecordContext<{ store_id?: number }>();
  const { data: store } = useGetOne('stores', { id: promotion?.store_id ?? 0 }, { enabled: Boolean(promotion?.store_id) });
  if (!store) return null;
  return (
    <RecordContextProvider value={store}>
      <ViewOnSite path={(translation) => `/${String(translation.slug)}`} />
    </RecordContextProvider>
  );
}
