'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

/**
 * The storefront's links prefetch on intent (pointer over, touch start, keyboard focus), not when they scroll into
 * view. A phone that opens a product page from an ad would otherwise fetch every header and footer destination
 * while it is still hydrating the page (Lighthouse counted ten such requests, each answered by the same server),
 * and most of them are never followed. `prefetch={false}` still means never.
 */
export default function StoreLink({ href, prefetch: wanted, onMouseEnter, onTouchStart, onFocus, ...rest }: ComponentProps<typeof Link> & { href: string }) {
  const router = useRouter();
  const prefetch = () => { if (wanted !== false) router.prefetch(href); };
  return (
    <Link
      href={href}
      prefetch={false}
      onMouseEnter={(e) => { prefetch(); onMouseEnter?.(e); }}
      onTouchStart={(e) => { prefetch(); onTouchStart?.(e); }}
      onFocus={(e) => { prefetch(); onFocus?.(e); }}
      {...rest}
    />
  );
}
