'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_CONSENT_KEY } from '@/lib/consent';
import type { LocaleIntegrations } from '@/lib/integrations';

const NONE: LocaleIntegrations = { consent: { key: DEFAULT_CONSENT_KEY, revision: 1 }, analytics: null, ads: null, comments: null, accommodationWidget: null };
const IntegrationsContext = createContext<LocaleIntegrations>(NONE);

/** The locale's configured integrations, for the client leaves that load them (src/app/_lib/integrations.ts). */
export function IntegrationsProvider({ value, children }: { value: LocaleIntegrations; children: ReactNode }) {
  return <IntegrationsContext value={value}>{children}</IntegrationsContext>;
}

export function useIntegrations(): LocaleIntegrations {
  return useContext(IntegrationsContext);
}
