import { SORTS, type TProductFilter, type TSort } from '@/lib/catalog/schemas';
import { withoutControlChars } from '@/lib/wire';

/* A listing's state lives in its URL, so a filtered page can be shared and bookmarked:
   ?q=text&sort=price-asc&min=100000&max=500000&stock=1&o=Size:M&o=Colour:Sand&page=2 */

export type TSearchParams = Record<string, string | string[] | undefined>;
export const PAGE_SIZE = 24;

// Control characters are dropped: nobody types them.
const all = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]).map(withoutControlChars);
const one = (v: string | string[] | undefined) => all(v)[0];
const money = (v: string | undefined) => {
  const n = v === undefined || v === '' ? NaN : Number(v);
  return Number.isFinite(n) && n >= 0 && n <= 1e11 ? n : undefined;
};

/** Reads the URL leniently: a value that makes no sense is ignored rather than failing the page. */
export function filterFromParams(sp: TSearchParams, collectionId?: string): TProductFilter {
  const sort = one(sp.sort);
  const options: Record<string, string[]> = {};
  for (const o of all(sp.o).slice(0, 30)) {
    const i = o.indexOf(':');
    if (i <= 0 || o.length > 100) continue;
    (options[o.slice(0, i)] ??= []).push(o.slice(i + 1));
  }
  const page = Number(one(sp.page));
  return {
    status: 'published',
    collectionId,
    text: one(sp.q)?.trim().slice(0, 100) || undefined,
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as TSort) : 'featured',
    minPrice: money(one(sp.min)),
    maxPrice: money(one(sp.max)),
    inStock: one(sp.stock) === '1' || undefined,
    options: Object.keys(options).length ? options : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    limit: PAGE_SIZE,
  };
}

/** The query string of a filter, in a stable order (one URL per state, for caches and canonical links). */
export function paramsOf(f: TProductFilter, page = f.page): string {
  const p = new URLSearchParams();
  if (f.text) p.set('q', f.text);
  if (f.sort !== 'featured') p.set('sort', f.sort);
  if (f.minPrice !== undefined) p.set('min', String(f.minPrice));
  if (f.maxPrice !== undefined) p.set('max', String(f.maxPrice));
  if (f.inStock) p.set('stock', '1');
  for (const [name, values] of Object.entries(f.options ?? {}).sort()) for (const v of values) p.append('o', `${name}:${v}`);
  if (page > 1) p.set('page', String(page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** Filtered or searched listings are not indexed (robots.txt says so too); plain paged ones are. */
export const isFiltered = (f: TProductFilter) =>
  !!(f.text || f.minPrice !== undefined || f.maxPrice !== undefined || f.inStock || f.options || f.sort !== 'featured');
