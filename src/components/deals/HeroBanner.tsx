import { Img } from '@/components/ui/Img';
import type { ReactNode } from 'react';
import { Container, cx } from '@/components/ui';
import type { ImageView } from '@/lib/contracts';

type HeroBannerProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A small line above the title. */
  eyebrow?: ReactNode;
  image: ImageView | null;
  /** Calls to action under the text. */
  children?: ReactNode;
  size?: 'large' | 'medium';
  /** Inside the page column with rounded corners (content pages), rather than across the page (home). */
  framed?: boolean;
};

/**
 * The top of a discovery page: its picture across the page, darkened at the bottom so that the
 * h1 over it stays readable. The box is sized by CSS, so the picture loading moves nothing; it is
 * the page's largest paint, so it is preloaded.
 */
export function HeroBanner({ title, subtitle, eyebrow, image, children, size = 'medium', framed = false }: HeroBannerProps) {
  const hero = (
    <div
      className={cx(
        'relative isolate flex items-end overflow-hidden bg-gradient-to-br from-primary-800 to-primary-950',
        size === 'large' ? 'min-h-[26rem] md:min-h-[32rem]' : 'min-h-[15rem] md:min-h-[20rem]',
        framed && 'rounded-2xl shadow-card',
      )}
    >
      {image ? (
        <Img src={image.url} alt={image.alt} fill preload fetchPriority="high" sizes={framed ? '(min-width: 1368px) 1320px, 100vw' : '100vw'} className="-z-10 object-cover" />
      ) : null}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-black/80 via-black/45 to-black/10" />
      <Container className={cx('surface-dark text-white', size === 'large' ? 'py-10 md:py-16' : 'py-8 md:py-12', framed && 'md:px-10')}>
        {eyebrow ? <p className="mb-2 text-sm font-semibold tracking-wide text-accent-200 uppercase">{eyebrow}</p> : null}
        <h1 className={cx('max-w-4xl font-bold tracking-tight', size === 'large' ? 'text-display' : 'text-h1')}>{title}</h1>
        {subtitle ? <p className="mt-3 max-w-3xl text-lg text-white/90 md:text-xl">{subtitle}</p> : null}
        {children ? <div className="mt-6 flex flex-wrap gap-3">{children}</div> : null}
      </Container>
    </div>
  );
  return framed ? <Container className="pt-4">{hero}</Container> : hero;
}
