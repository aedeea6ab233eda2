import type { ComponentProps, ReactNode } from 'react';
import { SmartLink } from '@/components/navigation/SmartLink';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-classes';
import { Spinner } from './Spinner';

export { buttonClasses, type ButtonSize, type ButtonVariant };

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
