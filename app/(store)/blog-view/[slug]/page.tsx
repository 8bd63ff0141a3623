import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { afterResponse } from '@/lib/api/after';
import { getDb } from '@/lib/db';
import { redirectOrNotFound } from '@/lib/redirects/follow';
import { countView } from '@/lib/content/pages';
import { pageBySlug, storeSettings } from '@/lib/store/queries';
import { JsonLd, pageMetadata, siteOrigin } from '@/lib/store/seo';
import { Article } from '@/components/store/Article';
import c from '@/components/store/catalog.module.css';

type TProps = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const post = await pageBySlug('post', (await params).slug);
  if (!post) return {};
  return pageMetadata({ title: post.title, description: post.excerpt || post.title, path: `/blog-view/${post.slug}`, image: post.avatar, type: 'article' });
}

export default async function BlogPost({ params }: TProps) {
  const post = await pageBySlug('post', (await params).slug);
  if (!post) return redirectOrNotFound();
  // The view is counted after the page is sent; the cached page shows the count as of its last refresh.
  afterResponse(async () => countView(await getDb(), post.id));
  const [t, info, origin] = await Promise.all([getTranslations('store'), storeSettings(), siteOrigin()]);
  return (
    <div className={c.wrap}>
      <JsonLd data={{
        '@context': 'https://schema.org', '@type': 'Article', headline: post.title, description: post.excerpt,
        image: post.avatar ? [`${origin}${post.avatar}`] : undefined, datePublished: post.publishedAt, dateModified: post.updatedDate,
        author: { '@type': 'Organization', name: info.name }, publisher: { '@type': 'Organization', name: info.name, logo: { '@type': 'ImageObject', url: `${origin}/icon.svg` } },
        mainEntityOfPage: `${origin}/blog-view/${post.slug}`,
      }} />
      <Article page={post} locale={info.locale} crumbs={[{ name: t('home'), href: '/home' }, { name: t('blogs'), href: '/blogs' }, { name: post.title, href: `/blog-view/${post.slug}` }]} />
    </div>
  );
}
