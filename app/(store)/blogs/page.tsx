import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { postsPage, storeSettings } from '@/lib/store/queries';
import { pageMetadata } from '@/lib/store/seo';
import { Breadcrumbs } from '@/components/store/Breadcrumbs';
import { Pager } from '@/components/store/Pager';
import { PostList } from '@/components/store/PostList';
import c from '@/components/store/catalog.module.css';

const PER_PAGE = 9;
type TProps = { searchParams: Promise<{ page?: string }> };
const pageOf = async (sp: TProps['searchParams']) => Math.max(1, Math.min(10_000, Number((await sp).page) || 1));

export async function generateMetadata({ searchParams }: TProps): Promise<Metadata> {
  const [t, info, page] = await Promise.all([getTranslations('store'), storeSettings(), pageOf(searchParams)]);
  return pageMetadata({ title: t('blogs'), description: `${t('blogs')} — ${info.name}`, path: `/blogs${page > 1 ? `?page=${page}` : ''}` });
}

export default async function BlogsPage({ searchParams }: TProps) {
  const page = await pageOf(searchParams);
  const [t, info, posts] = await Promise.all([getTranslations('store'), storeSettings(), postsPage(page, PER_PAGE)]);
  const pages = Math.max(1, Math.ceil(posts.total / PER_PAGE));
  return (
    <div className={c.wrap}>
      <Breadcrumbs label={t('breadcrumb')} items={[{ name: t('home'), href: '/home' }, { name: t('blogs'), href: '/blogs' }]} />
      <header className={c.pageHead}><h1>{t('blogs')}</h1></header>
      <div className={c.section}><PostList posts={posts.items} locale={info.locale} /></div>
      <Pager page={page} pages={pages} href={(n) => (n > 1 ? `/blogs?page=${n}` : '/blogs')} label={t('pagination')}
        labels={{ previous: t('previous'), next: t('next'), pageOf: (n) => t('pageOf', { page: n, pages }) }} />
    </div>
  );
}
