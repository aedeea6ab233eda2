import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

type ContainerProps = HTMLAttributes<HTMLElement> & {
  children: ReactNode;
  as?: 'div' | 'section' | 'main' | 'header' | 'footer' | 'nav' | 'article';
  /** page: 1320px content column; wide: the wide-header layout; reading: reading width. */
  size?: 'page' | 'wide' | 'reading';
};

const widths = { page: 'max-w-page', wide: 'max-w-wide', reading: 'max-w-reading' } as const;

/** Centres content with the site's gutters (16px on phones, 24px from 768px). */
export function Container({ children, as: Tag = 'div', size = 'page', className, ...rest }: ContainerProps) {
  return (
    <Tag className={cx('mx-auto w-full px-gutter md:px-gutter-md', widths[size], className)} {...rest}>
      {children}
    </Tag>
  );
}
