import type { ReactNode } from 'react';

type VisuallyHiddenProps = {
  children: ReactNode;
  as?: 'span' | 'div' | 'h1' | 'h2' | 'h3' | 'p' | 'label';
  id?: string;
};

/** Text for assistive technology only: read aloud, never seen. */
export function VisuallyHidden({ children, as: Tag = 'span', id }: VisuallyHiddenProps) {
  return (
    <Tag id={id} className="sr-only">
      {children}
    </Tag>
  );
}
