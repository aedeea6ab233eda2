import type { ReactNode } from 'react';
import { Container, SectionHeading, cx } from '@/components/ui';

type LandingSectionProps = {
  /** Id of the heading; the section is a region named by it. */
  id: string;
  title: ReactNode;
  description?: ReactNode;
  /** A "see all" link beside the title. */
  action?: ReactNode;
  /** `tinted` sets the section on a white band, to alternate with the page's grey. */
  tone?: 'plain' | 'tinted';
  children: ReactNode;
  className?: string;
};

/** One section of a discovery page: a named region with its heading, in the page column. */
export function LandingSection({ id, title, description, action, tone = 'plain', children, className }: LandingSectionProps) {
  return (
    <section aria-labelledby={id} className={cx('py-10 md:py-14', tone === 'tinted' && 'bg-white', className)}>
      <Container>
        <SectionHeading id={id} title={title} description={description} action={action} />
        {children}
      </Container>
    </section>
  );
}
