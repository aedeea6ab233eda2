import { cx } from './cx';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

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

/** The classes of Button, for a link or a button that cannot be one (a server `<Link>`, the error page). */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  fullWidth,
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean; className?: string }): string {
  return cx(base, variants[variant], variant !== 'link' && sizes[size], fullWidth && 'w-full', className);
}

