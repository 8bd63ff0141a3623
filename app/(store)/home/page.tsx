import type { Metadata } from 'next';
import Link from '@/components/store/StoreLink';
import { getTranslations } from 'next-intl/server';
import { featuredProducts, latestPosts, storeSettings, visibleCollections } from '@/lib/store/queries';
import { JsonLd, pageMetadata, siteOrigin } from '@/lib/store/seo';
import { Picture } from '@/components/store/Picture';
import { ProductGrid } from '@/components/store/ProductCard';
import { PostList } from '@/components/store/PostList';
import c from '@/components/store/catalog.module.css';
import s from '@/components/store/content.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const info = await storeSettings();
  return pageMetadata({ title: info.name, description: info.heroSubtitle || info.tagline, path: '/home', image: info.heroImage || null });
}

export default async function HomePage() {
  const [t, info, collections, featured, posts, origin] = await Promise.all([
    getTranslations('store'), storeSettings(), visibleCollections(), featuredProducts(8), latestPosts(3), siteOrigin(),
  ]);
  const shown = collections.filter((col) => col.isFeatured).concat(collections.filter((col) => !col.isFeatured)).slice(0, 6);
  return (
    <>
      <JsonLd data={{
        '@context': 'https://schema.org', '@type': 'Organization', name: info.name, url: `${origin}/home`, logo: `${origin}/icon.svg`,
        email: info.email || undefined, telephone: info.phone || undefined, sameAs: [info.facebook, info.instagram].filter(Boolean),
      }} />
      <JsonLd data={{
        '@context': 'https://schema.org', '@type': 'WebSite', name: info.name, url: `${origin}/home`,
        potentialAction: { '@type': 'SearchAction', target: { '@type': 'EntryPoint', urlTemplate: `${origin}/shop?q={search_term_string}` }, 'query-input': 'required name=search_term_string' },
      }} />
      <section className={s.hero}>
        <div className={s.heroInner}>
          <div>
            <h1>{info.heroTitle}</h1>
            <p>{info.heroSubtitle}</p>
            <Link href="/shop" className={c.btn}>{t('heroCta')}</Link>
          </div>
          {info.heroImage && <div className={s.heroImg}><Picture src={info.heroImage} alt="" width={1600} height={1000} sizes="(max-width: 860px) 100vw, 560px" priority /></div>}
        </div>
      </section>
      <div className={c.wrap}>
        <section className={c.section} aria-labelledby="collections-title">
          <div className={c.sectionHead}><h2 id="collections-title">{t('shopBy')}</h2><Link href="/shop">{t('viewAll')}</Link></div>
          <ul className={c.collections}>
            {shown.map((col) => (
              <li key={col.id}>
                <Link href={`/collections/${col.slug}`} className={c.collection}>
                  {col.avatar && <Picture src={col.avatar} alt="" width={640} height={480} sizes="(max-width: 600px) 100vw, 380px" />}
                  <span>{col.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section className={`${c.section} ${c.later}`} aria-labelledby="featured-title">
          <div className={c.sectionHead}><h2 id="featured-title">{t('featured')}</h2><Link href="/shop">{t('viewAll')}</Link></div>
          <ProductGrid items={featured.items} money={{ currency: info.currency, locale: info.locale }} labels={{ soldOut: t('soldOut'), sale: t('sale'), from: t('fromPrice', { price: '{price}' }) }} />
        </section>
        {posts.length > 0 && (
          <section className={`${c.section} ${c.later}`} aria-labelledby="journal-title">
            <div className={c.sectionHead}><h2 id="journal-title">{t('journal')}</h2><Link href="/blogs">{t('viewAll')}</Link></div>
            <PostList posts={posts} locale={info.locale} />
          </section>
        )}
      </div>
    </>
  );
}
