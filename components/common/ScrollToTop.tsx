'use client';
import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';

/**
 * Spec §2: every navigation starts at the top of the page. Only a change of path is a navigation: when the page first
 * hydrates, the reader may already have scrolled (a slow phone from an ad) or followed an anchor, and the browser may
 * have restored the place on reload. Scrolling then threw them back to the top, and a click that landed while the page
 * moved hit whatever was there instead (an e2e click on the console home's best sellers did nothing, once in 25 runs
 * on a loaded machine).
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
