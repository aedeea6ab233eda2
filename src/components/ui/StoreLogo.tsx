import { Img } from '@/components/ui/Img';
import { cx } from './cx';

/** A store's logo as a 48 px tile beside its name (decorative: the name is always written next to it). */
export function StoreLogo({ icon, className }: { icon: { url: string } | null; className?: string }) {
  if (!icon) return null;
  return <Img src={icon.url} alt="" width={48} height={48} sizes="48px" className={cx('size-12 rounded-lg border border-line object-contain', className)} />;
}
