import { getTranslations } from 'next-intl/server';
import { sanitizeRichText } from '@/lib/content/sanitize';
import type { TStorePage } from '@/lib/store/queries';
import { formatDate } from '@/lib/store/format';
import { Breadcrumbs, type TCrumb } from './Breadcrumbs';
import { Picture } from './Picture';
import s from './content.module.css';

/** One view for content pages and blog posts (spec §2: /blog-view is the same view as /page). */
export async function Article({ page, crumbs, locale }: { page: TStorePage; crumbs: TCrumb[]; locale: string }) {
  const t = await getTranslations('store');
  return (
    <article className={s.article}>
      <Breadcrumbs label={t('breadcrumb')} items={crumbs} />
      <h1>{page.title}</h1>
      {page.type === 'post' && <p className={s.meta}>{t('publishedOn', { date: formatDate(page.publishedAt, locale) })} · {t('views', { count: page.viewCount })}</p>}
      {page.avatar && <div className={s.cover}><Picture src={page.avatar} alt="" width={1200} height={675} sizes="(max-width: 800px) 100vw, 760px" priority /></div>}
      {/* Sanitised when saved, and again here, so a stored <script> never runs. */}
      <div className={s.prose} dangerouslySetInnerHTML={{ __html: sanitizeRichText(page.content) }} />
    </article>
  );
}
