import Link from './StoreLink';
import s from './catalog.module.css';

export type TCrumb = { name: string; href: string };

export function Breadcrumbs({ items, label }: { items: TCrumb[]; label: string }) {
  return (
    <nav aria-label={label} className={s.crumbs}>
      <ol>
        {items.map((c, i) => (
          <li key={c.href}>{i === items.length - 1 ? <span aria-current="page">{c.name}</span> : <Link href={c.href}>{c.name}</Link>}</li>
        ))}
      </ol>
    </nav>
  );
}
