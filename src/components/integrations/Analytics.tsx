'use client';

import { useEffect } from 'react';
import { useIntegrations } from './IntegrationsProvider';
import { loadScript } from './load-script';
import { useConsentTo } from './use-consent';

/**
 * The audience measurement of the locale (ANALYTICS_SCRIPT_URL with its site id as `id`), loaded
 * once the visitor accepts analytics; nothing without it. It renders nothing: the script counts
 * the page views itself.
 */
export function Analytics() {
  const { analytics } = useIntegrations();
  const allowed = useConsentTo('analytics');
  useEffect(() => {
    if (!analytics || !allowed) return;
    const url = new URL(analytics.scriptUrl);
    url.searchParams.set('id', analytics.key);
    loadScript(url.toString()).catch(() => {
      // A page without its count; nothing the visitor sees depends on it.
    });
  }, [analytics, allowed]);
  return null;
}
