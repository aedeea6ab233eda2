import { Img } from '@/components/ui/Img';
import Link from 'next/link';
import type { ImageView } from '@/lib/contracts';

export type CategoryOverviewData = {
  id: number;
  name: string;
  href: string;
  banner: ImageView | null;
  icon: ImageView | null;
  children: { id: number; name: string; href: string }[];
};

/** A top-level category on the categories list: its picture and name, then links to its subcategories. */
export function CategoryOverview({ category, childrenLabel }: { category: CategoryOverviewData; childrenLabel: string }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-card">
      <div className="group relative isolate flex aspect-[16/7] items-end bg-primary-800">
        {category.banner ? (
          <Img
            src={category.banner.url}
            alt=""
            fill
            sizes="(min-width: 1200px) 420px, (min-width: 768px) 50vw, 100vw"
            className="-z-10 object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : null}
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-black/75 via-black/20 to-transparent" />
        <div className="flex items-center gap-3 p-4">
          {category.icon ? (
            <Img src={category.icon.url} alt="" width={40} height={40} sizes="40px" className="size-10 rounded-lg bg-white/90 p-1" />
          ) : null}
          <h2 className="text-h3 font-bold text-white">
            <Link href={category.href} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-white">
              {category.name}
            </Link>
          </h2>
        </div>
      </div>
      {category.children.length > 0 ? (
        <ul aria-label={childrenLabel} className="flex flex-wrap gap-2 p-4">
          {category.children.map((child) => (
            <li key={child.id}>
              <Link
                href={child.href}
                className="inline-flex min-h-9 items-center rounded-full bg-primary-50 px-3 text-sm font-medium text-primary-900 hover:bg-primary-100"
              >
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
