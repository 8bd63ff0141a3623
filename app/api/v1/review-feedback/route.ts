import { audienceOf, route } from '@/lib/api/route';
import { created } from '@/lib/api/envelope';
import { ZReview, ZReviewPageQuery } from '@/lib/catalog/schemas';
import { pageReviews, postReview } from '@/lib/catalog/reviews';

export const GET = route({ access: 'public', query: ZReviewPageQuery }, ({ db, session, query }) =>
  pageReviews(db, query.query, query.page, query.limit, audienceOf(session, 'catalog.read')));
/** Anyone may post; the review waits for approval. */
export const POST = route({ access: 'public', body: ZReview, maxBodyBytes: 16_384, limit: 'review' }, async ({ db, body, actor }) =>
  created(await postReview(db, body, actor)));
