import Link from '@/components/store/StoreLink';
import { getTranslations } from 'next-intl/server';
import s from '@/components/store/shell.module.css';

/** An unknown product, collection, page or post: status 404, inside the shop's own header and footer. */
export default async function StoreNotFound() {
  const t = await getTranslations('store');
  return (
    <div className={s.notFound}>
      <title>{t('notFoundTitle')}</title>
      <meta name="robots" content="noindex" />
      <p>404</p>
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFound')}</p>
      <Link href="/shop" className={s.notFoundLink}>{t('backToShop')}</Link>
    </div>
  );
}
