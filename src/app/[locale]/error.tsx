'use client';

import { useEffect } from 'react';
import { useLocale, useTranslations } from '@/i18n/client';
import { isChunkLoadError, reloadAfterChunkError } from '@/components/layout/chunk-reload';
import { buttonClasses } from '@/components/ui/button-classes';
import { Container } from '@/components/ui/Container';
import { errorStatus } from '@/lib/error-status';
import type { Locale } from '@/lib/locales';
import { pathPrefix } from '@/lib/site-domains';

/**
 * The translated error page (SPEC §8): 503 when the database could not be reached (told by the
 * digest, src/lib/error-status.ts), the error's status when it carries one, else 500.
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string; status?: number }; reset: () => void }) {
  const t = useTranslations('Layout');
  const locale = useLocale() as Locale;
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error]);
  const status = errorStatus(error);
  return (
    <main id="main-content" className="py-16">
      <Container size="reading" className="text-center">
        <p className="text-display font-bold text-primary-700">{status}</p>
        <h1 className="mt-4 text-h2 font-bold">{t('errorTitle')}</h1>
        <p className="mt-3 text-muted">{t('errorText')}</p>
        <div className="mt-8 flex justify-center gap-3">
          {/* Plain elements: this page's code is part of every page's first load. */}
          <button type="button" onClick={reset} className={buttonClasses({})}>
            {t('retry')}
          </button>
          <a href={pathPrefix(locale) || '/'} className={buttonClasses({ variant: 'secondary' })}>
            {t('backHome')}
          </a>
        </div>
      </Container>
    </main>
  );
}
