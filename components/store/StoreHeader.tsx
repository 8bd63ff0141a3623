import Link from './StoreLink';
import { getTranslations } from 'next-intl/server';
import type { TNavItem } from '@/lib/store/queries';
import { CartCount } from './CartCount';
import { BagIcon, LogoMark, SearchIcon } from './Icons';
import s from './shell.module.css';

/** Server-rendered header. Search is a plain GET form to /shop; the cart count is the only client island. */
export async function StoreHeader({ name, nav }: { name: string; nav: TNavItem[] }) {
  const t = await getTranslations('store');
  return (
    <header className={s.header}>
      <div className={`${s.wrap} ${s.bar}`}>
        <Link href="/home" className={s.brand}>
          <LogoMark />
          <span>{name}</span>
        </Link>
        <nav aria-label="Main" className={s.nav}>
          {nav.map((item) => <Link key={item.id} href={item.to}>{item.title}</Link>)}
        </nav>
        <form action="/shop" method="get" role="search" className={s.search}>
          <input type="search" name="q" placeholder={t('searchPlaceholder')} aria-label={t('searchPlaceholder')} maxLength={100} />
          <button type="submit" aria-label={t('search')}><SearchIcon /></button>
        </form>
        <Link href="/shopping-cart" prefetch={false} className={s.iconBtn} data-testid="cart-button">
          <BagIcon />
          <CartCount label={t('cartEmpty')} labelOne={t('cartOne')} labelMany={t('cartMany')} />
        </Link>
      </div>
    </header>
  );
}
