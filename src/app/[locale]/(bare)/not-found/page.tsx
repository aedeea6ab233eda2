import { notFound } from 'next/navigation';
import { routeLocale } from '@/app/_lib/locale';

/** `/not-found`, where unknown slugs and foreign paths are sent, answers 404 (DESIGN §9). */
export default async function NotFoundRoute({ params }: PageProps<'/[locale]/not-found'>) {
  await routeLocale(params);
  notFound();
}
