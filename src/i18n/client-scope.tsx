'use client';

import { type ReactNode, useContext, useMemo } from 'react';
import { IntlContext } from './client';

/**
 * More namespaces for the client components under it, over the layout's: a page's own (the
 * comparator's, src/i18n/client-messages.ts), which no other page carries, and whose code only
 * that page loads (it lives apart from src/i18n/client.tsx, which every page loads).
 */
export function ClientMessages({ messages, children }: { messages: Record<string, unknown>; children?: ReactNode }) {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('ClientMessages goes under ClientIntlProvider (src/app/[locale]/layout.tsx)');
  const value = useMemo(() => ({ ...intl, messages: { ...intl.messages, ...messages } }), [intl, messages]);
  return <IntlContext.Provider value={value}>{children}</IntlContext.Provider>;
}
