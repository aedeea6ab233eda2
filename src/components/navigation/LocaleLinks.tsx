import type { MouseEventHandler } from 'react';
import { LOCALES, type Locale } from '@/lib/locales';

export type LocaleLinksProps = {
  current: Locale;
  /** Where each locale's link leads. */
  hrefs: Record<Locale, string>;
  /** Short visible labels (BE·FR) and the full names screen readers and tooltips get. */
  labels: Record<Locale, string>;
  names: Record<Locale, string>;
  label: string;
  onChoose?: (locale: Locale) => MouseEventHandler<HTMLAnchorElement>;
};

/**
 * The locale switcher's markup, shared by the server, which draws it with each locale's home until
 * the switcher's code has come (DeferredLocaleSwitcher), and by the switcher (LocaleSwitcher.tsx).
 */
export function LocaleLinks({ current, hrefs, labels, names, label, onChoose }: LocaleLinksProps) {
  return (
    <nav aria-label={label}>
      <ul className="flex items-center gap-0.5 text-xs whitespace-nowrap sm:text-sm">
        {LOCALES.map((locale) => (
          <li key={locale}>
            {locale === current ? (
              <span aria-current="true" title={names[locale]} className="rounded-md px-1.5 py-1 font-semibold underline underline-offset-4">
                {labels[locale]}
                <span className="sr-only">, {names[locale]}</span>
              </span>
            ) : (
              <a
                href={hrefs[locale]}
                hrefLang={locale}
                lang={locale}
                onClick={onChoose?.(locale)}
                title={names[locale]}
                className="rounded-md px-1.5 py-1 hover:underline focus-visible:underline"
              >
                {/* The name starts with the visible label (WCAG 2.5.3 Label in Name), then says it in full. */}
                {labels[locale]}
                <span className="sr-only">, {names[locale]}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
