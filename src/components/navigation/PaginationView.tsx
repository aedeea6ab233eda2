import type { AnchorHTMLAttributes, ComponentType } from 'react';
import { cx } from '@/components/ui/cx';
import { pageWindow } from '@/lib/page-window';

const cell = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-full border px-3 text-sm font-semibold';
const idle = 'border-line bg-white text-primary-800 hover:border-primary-400 hover:bg-primary-50';
const current = 'border-primary-700 bg-primary-700 text-white';

export type PaginationWords = { previousPage: string; nextPage: string; page: (page: number) => string };

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * Previous, numbered and next links between the pages of a list, its words and its link given:
 * Pagination (server, next/link) and the comparator (drawn in the browser too, plain links it
 * loads itself) give their own. Nothing when the list fits on one page.
 */
export function PaginationView({
  page,
  pages,
  hrefOf,
  label,
  words,
  link: Link = 'a',
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  /** What the navigation is called for assistive technologies ("Pages of the promotions"). */
  label: string;
  words: PaginationWords;
  /** The link element: next/link's on the server's pages, a plain `a` by default. */
  link?: ComponentType<LinkProps> | 'a';
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <Link href={hrefOf(Math.min(page - 1, pages))} rel="prev" className={cx(cell, idle)}>
              <span aria-hidden="true">←</span>
              <span className="sr-only md:not-sr-only">{words.previousPage}</span>
            </Link>
          </li>
        ) : null}
        {pageWindow(Math.min(page, pages), pages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                href={hrefOf(number)}
                aria-current={number === page ? 'page' : undefined}
                aria-label={words.page(number)}
                className={cx(cell, number === page ? current : idle)}
              >
                {number}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link href={hrefOf(page + 1)} rel="next" className={cx(cell, idle)}>
              <span className="sr-only md:not-sr-only">{words.nextPage}</span>
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
