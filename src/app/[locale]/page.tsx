import Image from 'next/image';
import { connection } from 'next/server';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/locales';
import { listStores, topStores } from '@/server/services/stores';

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  await connection();
  const t = await getTranslations('Home');
  const [top, all] = await Promise.all([topStores(locale, 12), listStores(locale, { page: 1, size: 1 })]);
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <h2 className="mt-8 text-xl font-semibold">
        {t('stores')} <span className="text-sm font-normal text-slate-500">({all.count})</span>
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {top.map((store) => (
          <li key={store.id} className="flex items-center gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            {store.icon ? (
              <Image src={store.icon.url} alt="" width={48} height={48} className="rounded-lg" unoptimized />
            ) : null}
            <span className="font-medium">{store.name}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
