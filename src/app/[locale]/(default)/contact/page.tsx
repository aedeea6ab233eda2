import type { Metadata } from 'next';
import { ContactForm } from '@/components/forms/ContactForm';
import { captchaSlot } from '@/app/_lib/captcha';
import { routeLocale } from '@/app/_lib/locale';
import { StaticPage, staticPageMetadata } from '@/app/_lib/static-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/contact'>): Promise<Metadata> {
  return staticPageMetadata(await routeLocale(params), 'contact_us_page', '/contact');
}

export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  return (
    <StaticPage locale={await routeLocale(params)} pageKey="contact_us_page" route="/contact">
      <ContactForm captcha={captchaSlot()} />
    </StaticPage>
  );
}
