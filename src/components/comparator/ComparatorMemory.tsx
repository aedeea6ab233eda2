'use client';

import { createContext, type ReactNode, useContext, useRef, useState } from 'react';

/**
 * What the comparator keeps from one view to the next. Each filtered view is a page of its own
 * (it is cached as one), so the page's components are mounted afresh when a filter changes: the
 * phone panel's openness, the field that had focus and how far the panel was scrolled live here,
 * in the comparator's layout, and the new view picks them up. So does the status line that reads
 * out the new count: a live region must already be on the page when its text changes.
 */

/** Left by a change for the view it leads to: the field to focus (name and value), the panel's scroll. */
export type Carried = { field?: { name: string; value: string }; scrollTop?: number; changed?: boolean };

type Memory = {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Kept for the next view. */
  keep: (carried: Carried) => void;
  /** What the previous view kept, once. */
  take: () => Carried;
  /** Read out by screen readers (the new result count). */
  announce: (text: string) => void;
};

const ComparatorMemoryContext = createContext<Memory | null>(null);

export function ComparatorMemory({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [status, announce] = useState('');
  const carried = useRef<Carried>({});
  const [memory] = useState(() => ({
    keep: (next: Carried) => {
      carried.current = next;
    },
    take: () => {
      const taken = carried.current;
      carried.current = {};
      return taken;
    },
  }));
  return (
    <ComparatorMemoryContext value={{ open, setOpen, announce, ...memory }}>
      <p id="comparator-status" role="status" className="sr-only">
        {status}
      </p>
      {children}
    </ComparatorMemoryContext>
  );
}

export function useComparatorMemory(): Memory {
  const memory = useContext(ComparatorMemoryContext);
  if (!memory) throw new Error('useComparatorMemory needs ComparatorMemory (the comparator layout)');
  return memory;
}
