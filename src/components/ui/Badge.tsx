import type { ReactNode } from 'react';
import { cx } from './cx';

export type BadgeVariant = 'neutral' | 'primary' | 'deal' | 'lastMinute' | 'expired' | 'success' | 'danger';

const variants: Record<BadgeVariant, string> = {
  neutral: 'bg-slate-100 text-slate-700',
  primary: 'bg-primary-100 text-primary-800',
  deal: 'bg-accent-600 text-white',
  lastMinute: 'bg-violet-700 text-white',
  expired: 'bg-slate-200 text-slate-600',
  success: 'bg-success-100 text-success-800',
  danger: 'bg-danger-100 text-danger-800',
};

type BadgeProps = {
  children: ReactNode;
  variant?: BadgeVariant;
  size?: 'sm' | 'md';
  icon?: ReactNode;
  className?: string;
};

/** A short status label ("-30 %", "Last minute", "Expiré"); the words carry the meaning, not the colour. */
export function Badge({ children, variant = 'neutral', size = 'md', icon, className }: BadgeProps) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full font-semibold leading-none whitespace-nowrap',
        size === 'sm' ? 'px-2 py-1 text-xs' : 'px-2.5 py-1.5 text-[0.8125rem]',
        variants[variant],
        className,
      )}
    >
      {icon}
      {children}
    </span>
  );
}
