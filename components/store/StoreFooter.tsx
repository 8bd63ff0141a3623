import Link from './StoreLink';
import { getTranslations } from 'next-intl/server';
import type { TStoreSettings } from '@/lib/store/queries';
import s from './shell.module.css';

export async function StoreFooter({ info, pages }: { info: TStoreSettings; pages: { title: string; slug: string }[] }) {
  const t = await getTranslations('store');
  return (
    <footer className={s.footer}>
      <div className={`${s.wrap} ${s.footGrid}`}>
        <div>
          <h2>{info.name}</h2>
          <p className={s.muted}>{info.tagline}</p>
          <address className={s.muted}>
            {info.address && <div>{info.address}</div>}
            {info.phone && <div><a href={`tel:${info.phone.replace(/\s/g, '')}`}>{info.phone}</a></div>}
            {info.email && <div><a href={`mailto:${info.email}`}>{info.email}</a></div>}
          </address>
        </div>
        <nav aria-label={t('info')}>
          <h2>{t('info')}</h2>
          <ul>
            {pages.map((p) => <li key={p.slug}><Link href={`/page/${p.slug}`}>{p.title}</Link></li>)}
            <li><Link href="/blogs">{t('blogs')}</Link></li>
            <li><Link href="/order-lookup">{t('trackOrder')}</Link></li>
          </ul>
        </nav>
        <div>
          <h2>{t('follow')}</h2>
          <ul>
            {info.facebook && <li><a href={info.facebook} rel="noopener noreferrer">Facebook</a></li>}
            {info.instagram && <li><a href={info.instagram} rel="noopener noreferrer">Instagram</a></li>}
          </ul>
        </div>
      </div>
      <p className={`${s.wrap} ${s.legal}`}>© {new Date().getFullYear()} {info.name}. {t('rights')}</p>
    </footer>
  );
}
