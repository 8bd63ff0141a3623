'use client';
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';

/** Spec §2: every navigation starts at the top of the page. */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
