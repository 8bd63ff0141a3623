import Link from './StoreLink';
import type { TStoreProduct } from '@/lib/store/queries';
import { formatPrice } from '@/lib/store/format';
import { Picture } from './Picture';
import s from './catalog.module.css';

export type TMoney = { currency: string; locale: string };
export type TCardLabels = { soldOut: string; sale: string; from: string };

export function ProductCard({ p, money, labels, priority }: { p: TStoreProduct; money: TMoney; labels: TCardLabels; priority?: boolean }) {
  const price = formatPrice(p.minPrice, money.currency, money.locale);
  const onSale = p.compareAtPrice !== null && p.compareAtPrice > p.minPrice;
  return (
    <Link href={`/product/${p.slug}`} className={s.card}>
      <div className={s.cardImg}>
        {p.images[0] && <Picture src={p.images[0]} alt="" width={600} height={600} sizes="(max-width: 520px) 50vw, 280px" priority={priority} />}
      </div>
      {p.stockTotal === 0 ? <span className={s.tag}>{labels.soldOut}</span> : onSale && <span className={`${s.tag} ${s.tagSale}`}>{labels.sale}</span>}
      <span className={s.cardName}>{p.name}</span>
      <span className={s.price}>
        <strong>{p.maxPrice > p.minPrice ? labels.from.replace('{price}', price) : price}</strong>
        {onSale && <span className={s.was}>{formatPrice(p.compareAtPrice!, money.currency, money.locale)}</span>}
      </span>
    </Link>
  );
}

export function ProductGrid({ items, money, labels, eager = 0 }: { items: TStoreProduct[]; money: TMoney; labels: TCardLabels; eager?: number }) {
  return (
    <ul className={s.grid}>
      {items.map((p, i) => <li key={p.id}><ProductCard p={p} money={money} labels={labels} priority={i < eager} /></li>)}
    </ul>
  );
}
