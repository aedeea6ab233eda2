import type { Metadata, Viewport } from 'next';
import { getMessages, getTimeZone } from 'next-intl/server';
import { DeferredPageServices } from '@/components/layout/DeferredPageServices';
import { EarlyInput } from '@/components/layout/EarlyInput';
import { getNavigation } from '@/app/_data/navigation';
import { routeLocale } from '@/app/_lib/locale';
import { originOf } from '@/app/_lib/urls';
import { ClientIntlProvider } from '@/i18n/client';
import { clientMessages } from '@/i18n/client-messages';
import '../globals.css';

/**
 * No page is rendered at build time: pages are rendered on their first request, from the database
 * the server runs on, and then served from the page cache until a write expires them (DESIGN §5).
 */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const { brand } = await getNavigation(locale);
  return {
    metadataBase: new URL(originOf(locale)),
    title: { default: brand, template: `%s | ${brand}` },
    applicationName: brand,
  };
}

export const viewport: Viewport = { themeColor: '#0f766e', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await routeLocale(params);
  const [messages, timeZone] = await Promise.all([getMessages({ locale }), getTimeZone({ locale })]);
  return (
    <html lang={locale}>
      <body className="min-h-screen bg-page text-ink antialiased">
        <ClientIntlProvider locale={locale} messages={clientMessages(messages)} timeZone={timeZone}>
          <DeferredPageServices />
          {children}
          <EarlyInput />
        </ClientIntlProvider>
      </body>
    </html>
  );
}
