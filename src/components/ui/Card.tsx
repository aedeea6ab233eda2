import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

type CardProps = HTMLAttributes<HTMLElement> & {
  children: ReactNode;
  as?: 'div' | 'article' | 'section' | 'li' | 'aside';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /**
   * Lifts on hover. For a whole-card link, put the link on the title and stretch it with
   * `after:absolute after:inset-0`: one tab stop and a readable link name.
   */
  interactive?: boolean;
};

const paddings = { none: '', sm: 'p-3', md: 'p-4 md:p-5', lg: 'p-5 md:p-7' } as const;

export function Card({ children, as: Tag = 'div', padding = 'md', interactive, className, ...rest }: CardProps) {
  return (
    <Tag
      className={cx(
        'relative overflow-hidden rounded-xl border border-line bg-surface shadow-card',
        paddings[padding],
        interactive && 'transition-shadow duration-200 hover:shadow-raised focus-within:shadow-raised',
        className,
      )}
      {...rest}
    >
      {children}
    </Tag>
  );
}
