import Link from './StoreLink';
import s from './catalog.module.css';

type TProps = {
  page: number;
  pages: number;
  href: (n: number) => string;
  label: string;
  labels: { previous: string; next: string; pageOf: (n: number) => string };
  scroll?: boolean;
};

/** Page links: first, last, two either side of the current one, and previous/next. Nothing when there is one page. */
export function Pager({ page, pages, href, label, labels, scroll }: TProps) {
  if (pages <= 1) return null;
  const shown = Array.from({ length: pages }, (_, i) => i + 1).filter((n) => Math.abs(n - page) <= 2 || n === 1 || n === pages);
  return (
    <nav aria-label={label} className={s.pager}>
      {page > 1 && <Link href={href(page - 1)} rel="prev" scroll={scroll}>{labels.previous}</Link>}
      {shown.map((n) => (n === page
        ? <span key={n} aria-current="page">{n}</span>
        : <Link key={n} href={href(n)} aria-label={labels.pageOf(n)} scroll={scroll}>{n}</Link>))}
      {page < pages && <Link href={href(page + 1)} rel="next" scroll={scroll}>{labels.next}</Link>}
    </nav>
  );
}
