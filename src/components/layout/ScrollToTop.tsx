'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';

/**
 * SPEC §2.3: a new page starts at the top, unless the URL points at an anchor. Back and forward
 * keep the browser's restored position.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const first = useRef(true);
  const historyMove = useRef(false);

  useEffect(() => {
    const onPopState = () => {
      historyMove.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (historyMove.current) {
      historyMove.current = false;
      return;
    }
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return null;
}
