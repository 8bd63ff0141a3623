import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { contentPages, storeNav, storeSettings } from '@/lib/store/queries';
import { StoreHeader } from '@/components/store/StoreHeader';
import { StoreFooter } from '@/components/store/StoreFooter';
import { shopTitle } from '@/lib/store/seo';
import s from '@/components/store/shell.module.css';

/* Pages without metadata of their own (cart, checkout, order, 404) are titled after the shop too, not the platform. */
export async function generateMetadata(): Promise<Metadata> {
  const { name } = await storeSettings();
  // One form for every shop title (shopTitle), with the page's own title in place of %s.
  return { title: { template: shopTitle('%s', name), default: name } };
}

/* Pages render at request time (the build never opens the database) from cached, tagged reads. */
export default async function StoreLayout({ children }: { children: React.ReactNode }) {
  await connection();
  const [info, nav, pages, t] = await Promise.all([storeSettings(), storeNav(), contentPages(), getTranslations('store')]);
  return (
    <div className={s.store}>
      <a href="#main" className={s.skip}>{t('skip')}</a>
      <StoreHeader name={info.name} nav={nav} />
      <main id="main" className={s.main}>{children}</main>
      <StoreFooter info={info} pages={pages.map((p) => ({ title: p.title, slug: p.slug }))} />
    </div>
  );
}
