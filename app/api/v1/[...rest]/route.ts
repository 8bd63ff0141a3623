import { errorResponse } from '@/lib/api/envelope';
import { E } from '@/lib/api/errors';

/** Unknown API paths answer in the envelope too, not with the HTML 404 page. */
const notFound = async () => errorResponse(E.notFound('API route'));
export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
