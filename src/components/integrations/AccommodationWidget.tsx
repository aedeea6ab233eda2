'use client';

import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from '@/i18n/client';
import { Container } from '@/components/ui/Container';
import { languageOf, type Locale } from '@/lib/locales';
import { ConsentRequest } from './Comments';
import { useIntegrations } from './IntegrationsProvider';
import { loadScript } from './load-script';
import { useConsentTo } from './use-consent';

declare global {
  interface Window {
    /** The widget script's entry point: draws a search form into each element given. */
    accommodationWidget?: { render: (element: HTMLElement) => void };
  }
}

/**
 * The accommodation affiliate widget of the Belgian sites (SPEC §1), for a destination: nothing
 * on fr-fr or without ACCOMMODATION_WIDGET_KEYS for the locale; the providers the locale excludes
 * (nl-be's six) are handed to the widget. Loaded only with consent to embedded content, into a box
 * whose height is kept, so it moves nothing when it arrives.
 */
export function AccommodationWidget({ destination }: { destination: string }) {
  const { accommodationWidget: widget } = useIntegrations();
  const allowed = useConsentTo('embedded');
  const locale = useLocale() as Locale;
  const t = useTranslations('Integrations');
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!widget || !allowed || !element) return;
    loadScript(widget.scriptUrl)
      .then(() => window.accommodationWidget?.render(element))
      .catch(() => setFailed(true));
  }, [widget, allowed]);

  if (!widget) return null;
  return (
    <Container as="section" aria-labelledby="accommodation-title" className="py-8 md:py-10">
      <h2 id="accommodation-title" className="mb-4 text-h2 font-bold text-primary-950">
        {t('accommodationTitle', { destination })}
      </h2>
      <div className="min-h-72 overflow-hidden break-words">
        {allowed ? (
          failed ? (
            <p className="text-muted">{t('accommodationFailed')}</p>
          ) : (
            <div
              ref={box}
              data-accommodation-widget=""
              data-key={widget.key}
              data-destination={destination}
              data-language={languageOf(locale)}
              data-excluded-providers={widget.excludedProviders.join(',')}
            />
          )
        ) : (
          <ConsentRequest text={t('accommodationConsent')} button={t('accommodationAccept')} />
        )}
      </div>
    </Container>
  );
}
