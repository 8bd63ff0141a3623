import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/lib/store/seo';

/** Crawlers index the catalogue and content; not the cart, checkout, console, APIs or filtered/searched listings. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteOrigin();
  return {
    rules: [{
      userAgent: '*',
      allow: '/',
      disallow: ['/shopping-cart', '/checkout/', '/order-lookup', '/console', '/print/', '/auth/', '/user', '/api/', '/gateway/', '/order/',
        '/*?*q=', '/*?*sort=', '/*?*min=', '/*?*max=', '/*?*stock=', '/*?*o=', '/*?*reviews='],
    }],
    sitemap: `${origin}/sitemap.xml`,
  };
}
