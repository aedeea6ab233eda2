import type { Metadata } from 'next';
import { DeferredContactForm } from '@/components/forms/DeferredContactForm';
import { captchaSlot } from '@/app/_lib/captcha';
import { routeLocale } from '@/app/_lib/locale';
import { StaticPage, staticPageMetadata } from '@/app/_lib/static-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/contact'>): Promise<Metadata> {
  return staticPageMetadata(await routeLocale(params), 'contact_us_page', '/contact');
}

export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const locale = await routeLocale(params);
  const captcha = captchaSlot();
  return (
    <StaticPage locale={locale} pageKey="contact_us_page" route="/contact">
      <DeferredContactForm captcha={captcha} />
    </StaticPage>
  );
}
