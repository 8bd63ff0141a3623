import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { filterFromParams, isFiltered, paramsOf, type TSearchParams } from '@/lib/store/listing';
import { listingFacets, productListing, storeSettings } from '@/lib/store/queries';
import { pageMetadata } from '@/lib/store/seo';
import { Listing } from '@/components/store/Listing';
import { Breadcrumbs } from '@/components/store/Breadcrumbs';
import s from '@/components/store/catalog.module.css';

type TProps = { searchParams: Promise<TSearchParams> };

export async function generateMetadata({ searchParams }: TProps): Promise<Metadata> {
  const [t, f, info] = await Promise.all([getTranslations('store'), searchParams.then((sp) => filterFromParams(sp)), storeSettings()]);
  return pageMetadata({
    title: f.text ? t('searchResults', { q: f.text }) : t('allProducts'),
    description: `${t('allProducts')} — ${info.name}. ${info.tagline}`,
    path: `/shop${isFiltered(f) ? '' : paramsOf(f)}`,
    noindex: isFiltered(f),
  });
}

export default async function ShopPage({ searchParams }: TProps) {
  const filter = filterFromParams(await searchParams);
  const [t, info, result, facets] = await Promise.all([getTranslations('store'), storeSettings(), productListing(filter), listingFacets(undefined)]);
  return (
    <div className={s.wrap}>
      <Breadcrumbs label={t('breadcrumb')} items={[{ name: t('home'), href: '/home' }, { name: t('shop'), href: '/shop' }]} />
      <header className={s.pageHead}>
        <h1>{filter.text ? t('searchResults', { q: filter.text }) : t('allProducts')}</h1>
      </header>
      <Listing basePath="/shop" filter={filter} result={result} facets={facets} money={{ currency: info.currency, locale: info.locale }} />
    </div>
  );
}
