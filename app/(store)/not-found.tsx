import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import c from '@/components/store/catalog.module.css';
import s from '@/components/store/content.module.css';

/** An unknown product, collection, page or post: status 404, inside the shop's own header and footer. */
export default async function StoreNotFound() {
  const t = await getTranslations('store');
  return (
    <div className={s.center}>
      <title>{t('notFoundTitle')}</title>
      <meta name="robots" content="noindex" />
      <p className={s.meta}>404</p>
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFound')}</p>
      <Link href="/shop" className={c.btn}>{t('backToShop')}</Link>
    </div>
  );
}
