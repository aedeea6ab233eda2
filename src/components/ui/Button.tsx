import type { ComponentProps, ReactNode } from 'react';
import { SmartLink } from '@/components/navigation/SmartLink';
import { cx } from './cx';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

type CommonProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and marks the button busy; it keeps focus, so the owner ignores repeat clicks. */
  loading?: boolean;
  fullWidth?: boolean;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  className?: string;
  children: ReactNode;
};

type ButtonAsButton = CommonProps & Omit<ComponentProps<'button'>, keyof CommonProps> & { href?: undefined };
type ButtonAsLink = CommonProps &
  Omit<ComponentProps<typeof SmartLink>, keyof CommonProps | 'href'> & {
    /** A ready path (`/pays/espagne`) renders a client-side link; `http(s)://` a plain anchor. */
    href: string;
  };

export type ButtonProps = ButtonAsButton | ButtonAsLink;

const base =
  'inline-flex items-center justify-center gap-2 font-semibold whitespace-nowrap select-none transition-colors duration-150 ' +
  'aria-disabled:pointer-events-none aria-disabled:opacity-60 disabled:pointer-events-none disabled:opacity-60 data-loading:cursor-progress data-loading:opacity-85';

const variants: Record<ButtonVariant, string> = {
  primary: 'rounded-full bg-primary-700 text-white shadow-sm hover:bg-primary-800 active:bg-primary-900',
  accent: 'rounded-full bg-accent-600 text-white shadow-sm hover:bg-accent-700 active:bg-accent-800',
  secondary:
    'rounded-full border border-primary-700 bg-white text-primary-800 hover:bg-primary-50 active:bg-primary-100',
  ghost: 'rounded-full text-primary-800 hover:bg-primary-50 active:bg-primary-100',
  link: 'rounded-sm text-primary-700 underline decoration-1 underline-offset-4 hover:text-primary-900 hover:decoration-2',
};

// The link variant sits in running text, so it takes no padding or height.
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3.5 text-sm',
  md: 'min-h-11 px-5 text-[0.9375rem]',
  lg: 'min-h-13 px-7 text-base',
};

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  fullWidth,
  className,
}: Pick<CommonProps, 'variant' | 'size' | 'fullWidth' | 'className'>): string {
  return cx(base, variants[variant], variant !== 'link' && sizes[size], fullWidth && 'w-full', className);
}

/** A button, or a link styled as one when `href` is given. */
export function Button(props: ButtonProps) {
  const { variant, size, loading, fullWidth, iconStart, iconEnd, className, children, ...rest } = props;
  const classes = buttonClasses({ variant, size, fullWidth, className });
  const content = (
    <>
      {loading ? <Spinner /> : iconStart}
      <span>{children}</span>
      {iconEnd}
    </>
  );

  if (rest.href !== undefined) {
    const { href, ...linkProps } = rest as Omit<ButtonAsLink, keyof CommonProps>;
    if (/^https?:\/\//.test(href)) {
      return (
        <a href={href} className={classes} {...(linkProps as ComponentProps<'a'>)}>
          {content}
        </a>
      );
    }
    return (
      <SmartLink href={href} className={classes} {...linkProps}>
        {content}
      </SmartLink>
    );
  }

  const { type = 'button', ...buttonProps } = rest as Omit<ButtonAsButton, keyof CommonProps>;
  return (
    <button
      type={type}
      className={classes}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      data-loading={loading || undefined}
      {...buttonProps}
    >
      {content}
    </button>
  );
}
