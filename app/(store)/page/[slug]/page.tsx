import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageBySlug, storeSettings } from '@/lib/store/queries';
import { pageMetadata } from '@/lib/store/seo';
import { Article } from '@/components/store/Article';
import c from '@/components/store/catalog.module.css';
import { redirectOrNotFound } from '@/lib/redirects/follow';

type TProps = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const page = await pageBySlug('page', (await params).slug);
  if (!page) return {};
  return pageMetadata({ title: page.title, description: page.excerpt || page.title, path: `/page/${page.slug}`, image: page.avatar });
}

export default async function ContentPage({ params }: TProps) {
  const page = await pageBySlug('page', (await params).slug);
  if (!page) return redirectOrNotFound();
  const [t, info] = await Promise.all([getTranslations('store'), storeSettings()]);
  return (
    <div className={c.wrap}>
      <Article page={page} locale={info.locale} crumbs={[{ name: t('home'), href: '/home' }, { name: page.title, href: `/page/${page.slug}` }]} />
    </div>
  );
}
