/* The route guard of spec §2. Client- and edge-safe. */

/** Paths open to everyone, exactly as spec §2 lists them. */
export const PUBLIC_PATHS = [
  '/auth/login', '/product', '/landing', '/home', '/shopping-cart', '/shop', '/checkout/shipping-information',
  '/checkout/payment', '/404', '/401', '/blogs',
] as const;

/** Any path containing one of these is open too (spec §2). */
export const PUBLIC_FRAGMENTS = ['/product', '/collections', '/page', '/blog-view'] as const;

export function isPublicPath(pathname: string): boolean {
  const p = pathname.replace(/\/+$/, '') || '/';
  return (PUBLIC_PATHS as readonly string[]).includes(p) || PUBLIC_FRAGMENTS.some((f) => p.includes(f));
}

/** Only relative, same-origin paths may be a post-login destination (no open redirect). */
export function safeRedirect(target: string | null | undefined, fallback = '/console'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
