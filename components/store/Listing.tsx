import Link from './StoreLink';
import { getTranslations } from 'next-intl/server';
import type { TPage } from '@/lib/api/envelope';
import type { TProductFilter } from '@/lib/catalog/schemas';
import type { TStoreProduct } from '@/lib/store/queries';
import { paramsOf } from '@/lib/store/listing';
import { AutoSubmit } from './AutoSubmit';
import { Pager } from './Pager';
import { ProductGrid, type TMoney } from './ProductCard';
import s from './catalog.module.css';

type TProps = {
  basePath: string;
  filter: TProductFilter;
  result: TPage<TStoreProduct> & { totalCapped: boolean };
  facets: { name: string; values: string[] }[];
  money: TMoney;
};

/** Filters, sort, grid and pages. One GET form: every state is a URL, and it all works before any script runs. */
export async function Listing({ basePath, filter, result, facets, money }: TProps) {
  const t = await getTranslations('store');
  const pages = Math.max(1, Math.ceil(result.total / result.limit));
  const chosen = (name: string, v: string) => filter.options?.[name]?.includes(v) ?? false;
  const activeCount = Object.values(filter.options ?? {}).flat().length + (filter.inStock ? 1 : 0)
    + (filter.minPrice !== undefined ? 1 : 0) + (filter.maxPrice !== undefined ? 1 : 0);
  const sorts: [string, string][] = [['featured', t('sortFeatured')], ['newest', t('sortNewest')], ['price-asc', t('sortPriceAsc')], ['price-desc', t('sortPriceDesc')], ['name', t('sortName')]];
  return (
    <form action={basePath} method="get" className={s.listing} aria-label={t('filters')}>
      <AutoSubmit />
      {filter.text && <input type="hidden" name="q" value={filter.text} />}
      <div className={s.filterCol}>
      {/* On a phone the filters fold away behind one toggle; CSS only, so it works before any script runs. */}
      <input type="checkbox" id="filters-toggle" className={s.toggle} />
      <label htmlFor="filters-toggle" className={`${s.btn} ${s.btnGhost} ${s.toggleLabel}`}>{t('filters')}{activeCount > 0 ? ` (${activeCount})` : ''}</label>
      <div className={s.filters}>
        <fieldset>
          <legend>{t('price')}</legend>
          <div className={s.priceRow}>
            <label>{t('minPrice')}<input type="number" name="min" min={0} step={1000} inputMode="numeric" defaultValue={filter.minPrice} /></label>
            <label>{t('maxPrice')}<input type="number" name="max" min={0} step={1000} inputMode="numeric" defaultValue={filter.maxPrice} /></label>
          </div>
          <label><input type="checkbox" name="stock" value="1" defaultChecked={!!filter.inStock} />{t('inStock')}</label>
        </fieldset>
        {facets.map((f) => (
          <fieldset key={f.name}>
            <legend>{f.name}</legend>
            {f.values.map((v) => (
              <label key={v}><input type="checkbox" name="o" value={`${f.name}:${v}`} defaultChecked={chosen(f.name, v)} />{v}</label>
            ))}
          </fieldset>
        ))}
        <button type="submit" className={s.btn}>{t('apply')}</button>
        <Link href={basePath + (filter.text ? `?q=${encodeURIComponent(filter.text)}` : '')} className={`${s.btn} ${s.btnGhost}`}>{t('clear')}</Link>
      </div>
      </div>
      <div>
        <div className={s.toolbar}>
          <span role="status" data-testid="result-count">{result.totalCapped ? t('productsCountCapped', { count: result.total }) : t('productsCount', { count: result.total })}</span>
          <label>{t('sort')}
            <select name="sort" defaultValue={filter.sort}>
              {sorts.map(([v, label]) => <option key={v} value={v}>{label}</option>)}
            </select>
          </label>
        </div>
        {result.items.length === 0
          ? <p className={s.empty}>{filter.text ? t('noResultsSearch', { q: filter.text }) : t('noResults')}</p>
          : <ProductGrid items={result.items} money={money} eager={4} labels={{ soldOut: t('soldOut'), sale: t('sale'), from: t('fromPrice', { price: '{price}' }) }} />}
        <Pager page={filter.page} pages={pages} href={(n) => basePath + paramsOf(filter, n)} label={t('pagination')}
          labels={{ previous: t('previous'), next: t('next'), pageOf: (n) => t('pageOf', { page: n, pages }) }} />
      </div>
    </form>
  );
}
