import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { filterFromParams, isFiltered, paramsOf, type TSearchParams } from '@/lib/store/listing';
import { collectionBySlug, listingFacets, productListing, storeSettings } from '@/lib/store/queries';
import { breadcrumbLd, JsonLd, pageMetadata, siteOrigin } from '@/lib/store/seo';
import { Listing } from '@/components/store/Listing';
import { Breadcrumbs } from '@/components/store/Breadcrumbs';
import s from '@/components/store/catalog.module.css';
import { redirectOrNotFound } from '@/lib/redirects/follow';

type TProps = { params: Promise<{ slug: string }>; searchParams: Promise<TSearchParams> };

export async function generateMetadata({ params, searchParams }: TProps): Promise<Metadata> {
  const c = await collectionBySlug((await params).slug);
  if (!c) return {};
  const f = filterFromParams(await searchParams, c.id);
  return pageMetadata({
    title: c.name, description: c.description || c.name, image: c.avatar,
    path: `/collections/${c.slug}${isFiltered(f) ? '' : paramsOf(f)}`, noindex: isFiltered(f),
  });
}

export default async function CollectionPage({ params, searchParams }: TProps) {
  const c = await collectionBySlug((await params).slug);
  if (!c) return redirectOrNotFound();
  const filter = filterFromParams(await searchParams, c.id);

  const [t, info, result, facets, origin] = await Promise.all([getTranslations('store'), storeSettings(), productListing(filter), listingFacets(c.id), siteOrigin()]);
  const crumbs = [{ name: t('home'), href: '/home' }, { name: t('shop'), href: '/shop' }, { name: c.name, href: `/collections/${c.slug}` }];
  return (
    <div className={s.wrap}>
      <JsonLd data={breadcrumbLd(crumbs, origin)} />
      <Breadcrumbs label={t('breadcrumb')} items={crumbs} />
      <header className={s.pageHead}>
        <h1>{c.name}</h1>
        {c.description && <p>{c.description}</p>}
      </header>
      <Listing basePath={`/collections/${c.slug}`} filter={filter} result={result} facets={facets} money={{ currency: info.currency, locale: info.locale }} />
    </div>
  );
}
