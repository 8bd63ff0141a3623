import type { Metadata } from 'next';
import Link from '@/components/store/StoreLink';
import { getTranslations } from 'next-intl/server';
import { featuredProducts, storeSettings } from '@/lib/store/queries';
import { pageMetadata } from '@/lib/store/seo';
import { ProductGrid } from '@/components/store/ProductCard';
import c from '@/components/store/catalog.module.css';
import s from '@/components/store/content.module.css';

/* The ad landing page (spec §2 names /landing): one message, the featured products, one call to action. */
export async function generateMetadata(): Promise<Metadata> {
  const info = await storeSettings();
  return pageMetadata({ title: info.heroTitle, description: info.heroSubtitle || info.tagline, path: '/landing', image: info.heroImage || null });
}

export default async function LandingPage() {
  const [t, info, featured] = await Promise.all([getTranslations('store'), storeSettings(), featuredProducts(8)]);
  return (
    <>
      <section className={s.hero}><div className={s.heroInner}><div>
        <h1>{info.heroTitle}</h1><p>{info.heroSubtitle}</p><Link href="/shop" className={c.btn}>{t('heroCta')}</Link>
      </div></div></section>
      <div className={c.wrap}><section className={c.section}>
        <ProductGrid items={featured.items} money={{ currency: info.currency, locale: info.locale }} eager={4} labels={{ soldOut: t('soldOut'), sale: t('sale'), from: t('fromPrice', { price: '{price}' }) }} />
      </section></div>
    </>
  );
}
