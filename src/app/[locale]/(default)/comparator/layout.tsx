import type { ReactNode } from 'react';
import { ComparatorMemory } from '@/components/comparator/ComparatorMemory';

/** Stays mounted while the filtered views (pages of their own) come and go: see ComparatorMemory. */
export default function ComparatorLayout({ children }: { children: ReactNode }) {
  return <ComparatorMemory>{children}</ComparatorMemory>;
}
