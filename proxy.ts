import { NextResponse, type NextRequest } from 'next/server';
import { isPublicPath } from '@/lib/auth/guard';

/* A convenience, not a wall: it redirects early and tells the app which path is rendering. Every page and route
   handler checks the session itself (CVE-2025-29927). It only sees whether a session cookie is present. */
const SESSION_COOKIE = 'admin-token';

export function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  if (pathname === '/') return NextResponse.redirect(new URL('/home', req.url));
  if (pathname === '/auth' || pathname === '/auth/') return NextResponse.redirect(new URL('/auth/login', req.url));

  const headers = new Headers(req.headers);
  headers.set('x-pathname', pathname);
  headers.set('x-search', search);

  if (!isPublicPath(pathname) && !req.cookies.has(SESSION_COOKIE) && /^\/console(\/|$)/.test(pathname)) {
    const login = new URL('/auth/login', req.url);
    login.searchParams.set('redirect', pathname + search);
    return NextResponse.redirect(login);
  }
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ['/((?!api/|_next/|gateway/|metrics|favicon.ico|icon.svg|robots.txt|sitemap.xml|sitemaps/|images/).*)'],
};
