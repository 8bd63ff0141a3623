import { audienceOf, route } from '@/lib/api/route';
import { idParam } from '@/lib/api/ids';
import { ZReviewUpdate } from '@/lib/catalog/schemas';
import { getReview, removeReview, updateReview } from '@/lib/catalog/reviews';

export const GET = route({ access: 'public' }, ({ db, session, params }) =>
  getReview(db, idParam(params, 'Review'), audienceOf(session, 'catalog.read')));
export const PUT = route({ access: 'catalog.write', body: ZReviewUpdate }, ({ db, params, body, actor }) =>
  updateReview(db, idParam(params, 'Review'), body, actor));
export const DELETE = route({ access: 'catalog.write' }, ({ db, params, actor }) => removeReview(db, idParam(params, 'Review'), actor));
