import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { afterResponse } from '@/lib/api/after';
import { getDb } from '@/lib/db';
import { redirectOrNotFound } from '@/lib/redirects/follow';
import { sanitizeRichText, plainText } from '@/lib/content/sanitize';
import { productBySlug, productReviews, relatedProducts, storeSettings, visibleCollections } from '@/lib/store/queries';
import { formatDate, formatPrice } from '@/lib/store/format';
import { breadcrumbLd, JsonLd, pageMetadata, siteOrigin } from '@/lib/store/seo';
import { recordEvent } from '@/lib/tracking/events';
import { Breadcrumbs } from '@/components/store/Breadcrumbs';
import { Pager } from '@/components/store/Pager';
import { Picture } from '@/components/store/Picture';
import { ProductGrid } from '@/components/store/ProductCard';
import { ReviewForm } from '@/components/store/ReviewForm';
import { Stars } from '@/components/store/Stars';
import { VariantPicker } from '@/components/store/VariantPicker';
import c from '@/components/store/catalog.module.css';
import s from '@/components/store/product.module.css';

type TProps = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const found = await productBySlug((await params).slug);
  if (!found) return {};
  const p = found.product;
  return pageMetadata({ title: p.name, description: plainText(p.description, 160) || p.name, path: `/product/${p.slug}`, image: p.images[0] });
}

export default async function ProductPage({ params, searchParams }: TProps) {
  const found = await productBySlug((await params).slug);
  if (!found) return redirectOrNotFound();
  const { product: p, rating } = found;
  const reviewPage = Math.max(1, Math.min(1000, Number((await searchParams).reviews) || 1));
  const collectionId = p.collectionIds[0];
  const [t, tv, info, reviews, related, collections, origin, h] = await Promise.all([
    getTranslations('store'), getTranslations('validation'), storeSettings(), productReviews(p.id, reviewPage),
    collectionId ? relatedProducts(collectionId, p.id) : Promise.resolve([]), visibleCollections(), siteOrigin(), headers(),
  ]);
  // ViewContent, recorded from the request itself once the page has been sent (spec §7, on the server).
  const url = `${origin}/product/${p.slug}`;
  afterResponse(async () => recordEvent(await getDb(), { eventName: 'ViewContent', headers: h, url: h.get('referer') ?? url, productId: p.id }));

  const money = { currency: info.currency, locale: info.locale };
  const collection = collections.find((col) => col.id === collectionId);
  const crumbs = [{ name: t('home'), href: '/home' }, ...(collection ? [{ name: collection.name, href: `/collections/${collection.slug}` }] : [{ name: t('shop'), href: '/shop' }]), { name: p.name, href: `/product/${p.slug}` }];
  const reviewPages = Math.ceil(reviews.total / reviews.limit);
  const abs = (src: string) => (src.startsWith('http') ? src : `${origin}${src}`);

  return (
    <div className={c.wrap}>
      <JsonLd data={{
        '@context': 'https://schema.org', '@type': 'Product', name: p.name, sku: p.variants[0]?.sku || undefined,
        description: plainText(p.description, 500), image: p.images.map(abs), url,
        brand: { '@type': 'Brand', name: info.name },
        offers: p.variants.map((v) => ({
          '@type': 'Offer', sku: v.sku || v.id, price: v.price.toFixed(2), priceCurrency: info.currency, url,
          availability: v.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition', name: Object.values(v.options).join(' / ') || p.name,
        })),
        ...(rating.count > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 } } : {}),
      }} />
      <JsonLd data={breadcrumbLd(crumbs, origin)} />
      <Breadcrumbs label={t('breadcrumb')} items={crumbs} />
      <div className={s.layout}>
        <section className={s.gallery} aria-label={p.name}>
          <div className={s.slides} tabIndex={0} role="region" aria-label={t('image', { n: 1, total: p.images.length })}>
            {p.images.map((src, i) => (
              <div key={src} id={`image-${i + 1}`} className={s.slide}>
                <Picture src={src} alt={`${p.name} — ${t('image', { n: i + 1, total: p.images.length })}`} width={1000} height={1000}
                  sizes="(max-width: 860px) 100vw, 640px" priority={i === 0} />
              </div>
            ))}
          </div>
          {p.images.length > 1 && (
            <ul className={s.thumbs}>
              {p.images.map((src, i) => (
                <li key={src}><a href={`#image-${i + 1}`} aria-label={t('image', { n: i + 1, total: p.images.length })}>
                  <Picture src={src} alt="" width={160} height={160} sizes="76px" />
                </a></li>
              ))}
            </ul>
          )}
        </section>
        <section className={s.info}>
          <h1>{p.name}</h1>
          {rating.count > 0 && (
            <a href="#reviews" className={s.ratingLine}>
              <Stars rating={rating.average ?? 0} label={t('ratingOf', { rating: rating.average ?? 0 })} />
              <span>{rating.average} · {t('reviewsCount', { count: rating.count })}</span>
            </a>
          )}
          <VariantPicker productId={p.id} groups={p.optionGroups} compareAtPrice={p.compareAtPrice} currency={money.currency}
            priceLabels={Object.fromEntries([...p.variants.map((v) => v.price), ...(p.compareAtPrice === null ? [] : [p.compareAtPrice])].map((n) => [n, formatPrice(n, money.currency, money.locale)]))}
            variants={p.variants.map((v) => ({ id: v.id, options: v.options, price: v.price, stock: v.stock }))}
            labels={{
              addToCart: t('addToCart'), buyNow: t('buyNow'), soldOut: t('soldOut'), added: t('added'), viewCart: t('cart'), quantity: t('quantity'),
              choose: t('options'), inStock: t('inStockCount', { count: 2 }).replace('2', '#'), inStockOne: t('inStockCount', { count: 1 }).replace('1', '#'),
            }} />
          <div className={s.desc} dangerouslySetInnerHTML={{ __html: sanitizeRichText(p.description) }} />
          <p className={s.note}>{t('delivery')}</p>
        </section>
      </div>

      <section id="reviews" className={`${s.reviews} ${c.later}`} aria-labelledby="reviews-title">
        <div>
          <h2 id="reviews-title">{t('reviews')}</h2>
          {reviews.total === 0 ? <p className={c.empty}>{t('noReviews')}</p> : (
            <ul className={s.reviewList}>
              {reviews.items.map((r) => (
                <li key={r.id} className={s.review}>
                  <div className={s.reviewMeta}>
                    <Stars rating={r.rating} label={t('stars', { rating: r.rating })} />
                    <strong>{r.authorName}</strong>
                    <span>{formatDate(r.createdDate, info.locale)}</span>
                  </div>
                  <p>{r.content}</p>
                </li>
              ))}
            </ul>
          )}
          <Pager page={reviewPage} pages={reviewPages} href={(n) => `/product/${p.slug}${n > 1 ? `?reviews=${n}` : ''}#reviews`} scroll={false}
            label={t('reviews')} labels={{ previous: t('previous'), next: t('next'), pageOf: (n) => t('pageOf', { page: n, pages: reviewPages }) }} />
        </div>
        <ReviewForm productId={p.id} labels={{
          title: t('writeReview'), rating: t('rating'), name: t('yourName'), review: t('yourReview'), send: t('submitReview'),
          thanks: t('reviewThanks'), failed: t('reviewFailed', { message: '{message}' }), stars: t('stars', { rating: '{rating}' }),
          reasons: { isRequired: tv('isRequired'), plainText: tv('plainText'), noNul: tv('noNul') }, tryAgain: t('reviewTryAgain'),
        }} />
      </section>

      {related.length > 0 && (
        <section className={`${c.section} ${c.later}`} aria-labelledby="related-title">
          <div className={c.sectionHead}><h2 id="related-title">{t('related')}</h2></div>
          <ProductGrid items={related} money={money} labels={{ soldOut: t('soldOut'), sale: t('sale'), from: t('fromPrice', { price: '{price}' }) }} />
        </section>
      )}
    </div>
  );
}
