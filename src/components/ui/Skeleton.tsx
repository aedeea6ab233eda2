import { cx } from './cx';

type SkeletonProps = {
  /** Sets the size: skeletons reserve the exact box of what they stand for, so nothing shifts. */
  className?: string;
  shape?: 'rect' | 'text' | 'circle';
};

/** Placeholder while content streams in; hidden from assistive technology (the page says "loading"). */
export function Skeleton({ className, shape = 'rect' }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'block animate-pulse bg-slate-200',
        shape === 'circle' ? 'rounded-full' : shape === 'text' ? 'h-[1em] rounded-sm' : 'rounded-lg',
        className,
      )}
    />
  );
}

/** Lines of text, the last one shorter like real paragraphs. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <span aria-hidden="true" className={cx('flex flex-col gap-2', className)}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} shape="text" className={index === lines - 1 ? 'w-2/3' : 'w-full'} />
      ))}
    </span>
  );
}
