import { getMessages } from 'next-intl/server';
import { ClientMessages } from '@/i18n/client-scope';
import { clientMessages, COMPARATOR_NAMESPACES } from '@/i18n/client-messages';
import type { Locale } from '@/lib/locales';
import { DeferredComparator } from './DeferredComparator';
import type { ComparatorProps } from './types';

/**
 * The comparator of holiday deals (SPEC §2.7), with the messages its client components read: it is
 * drawn by the server for the first view and by the browser for the next ones (Comparator).
 */
export async function ComparatorPage({ locale, ...props }: ComparatorProps & { locale: Locale }) {
  const messages = await getMessages({ locale });
  return (
    <ClientMessages messages={clientMessages(messages, COMPARATOR_NAMESPACES)}>
      <DeferredComparator {...props} />
    </ClientMessages>
  );
}
