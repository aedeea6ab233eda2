'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from '@/i18n/client';
import type { AdPlacement } from '@/lib/integrations';
import { useIntegrations } from './IntegrationsProvider';
import { loadScript } from './load-script';
import { useConsentTo } from './use-consent';

/** The ad network's queue: each push asks its script to fill one more `<ins>` (AdSense's convention). */
type AdQueue = { push: (request: object) => void };
declare global {
  interface Window {
    adsbygoogle?: AdQueue | object[];
  }
}

/**
 * The box of each placement, at its size from the first paint whether or not an ad fills it, so an
 * ad arriving never moves the page (CLS 0). Literal class names: Tailwind finds them in the source.
 * Mobile below 768 px (SPEC §9).
 */
const BOX: Record<AdPlacement, string> = {
  inline: 'h-[118px] w-[320px] md:h-[108px] md:w-[728px]',
  aside: 'h-[268px] w-[300px]',
};

function withKey(scriptUrl: string, key: string): string {
  const url = new URL(scriptUrl);
  url.searchParams.set('client', key);
  return url.toString();
}

/**
 * An ad slot at a fixed place of a content page. Nothing at all without ADS_SCRIPT_URL and a key
 * for the locale; with them, a labelled box of the placement's size, which the ad network's script
 * fills only once the visitor has accepted advertising.
 */
export function AdSlot({ placement }: { placement: AdPlacement }) {
  const { ads } = useIntegrations();
  const allowed = useConsentTo('advertising');
  const t = useTranslations('Integrations');
  const slot = useRef<HTMLModElement>(null);

  useEffect(() => {
    if (!ads || !allowed || !slot.current || slot.current.dataset.requested) return;
    slot.current.dataset.requested = 'true';
    const queue = (window.adsbygoogle ??= []);
    queue.push({});
    loadScript(withKey(ads.scriptUrl, ads.key)).catch(() => {
      // No ad today: the box keeps its size and its label.
    });
  }, [ads, allowed]);

  if (!ads) return null;
  return (
    <div className="mx-auto my-2 w-fit max-w-full overflow-hidden" data-ad-placement={placement}>
      <div className={`${BOX[placement]} flex max-w-full flex-col items-center overflow-hidden rounded-md bg-surface`}>
        <span className="text-[11px] leading-[18px] tracking-wide text-muted uppercase">{t('advertising')}</span>
        {allowed ? (
          <ins
            ref={slot}
            className="adsbygoogle block h-full w-full"
            data-ad-client={ads.key}
            data-ad-slot={placement}
            data-ad-format="rectangle"
          />
        ) : null}
      </div>
    </div>
  );
}
