import { route } from '@/lib/api/route';
import { ZPage } from '@/lib/api/schemas';
import { pageMenu } from '@/lib/content/menu';

export const GET = route({ access: 'content.read', query: ZPage }, ({ db, query }) => pageMenu(db, query.page, query.limit));
