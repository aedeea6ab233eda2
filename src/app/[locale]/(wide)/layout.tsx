import { routeLocale } from '@/app/_lib/locale';
import { SiteFrame } from '@/app/_lib/site-frame';

export default async function Layout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await routeLocale(params);
  return (
    <SiteFrame locale={locale} variant="wide">
      {children}
    </SiteFrame>
  );
}
