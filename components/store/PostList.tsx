import Link from './StoreLink';
import type { TStorePage } from '@/lib/store/queries';
import { formatDate } from '@/lib/store/format';
import { Picture } from './Picture';
import s from './content.module.css';

export function PostList({ posts, locale }: { posts: TStorePage[]; locale: string }) {
  return (
    <ul className={s.posts}>
      {posts.map((p) => (
        <li key={p.id}>
          <Link href={`/blog-view/${p.slug}`} className={s.post}>
            <div className={s.postImg}>{p.avatar && <Picture src={p.avatar} alt="" width={640} height={360} sizes="(max-width: 640px) 100vw, 380px" />}</div>
            <span className={s.meta}>{formatDate(p.publishedAt, locale)}</span>
            <h3>{p.title}</h3>
            <p>{p.excerpt}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
