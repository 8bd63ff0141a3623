import { z } from 'zod';
import { route } from '@/lib/api/route';
import { ZPage } from '@/lib/api/schemas';
import { REDIRECT_ORIGINS } from '@/lib/db/schema';
import { pageRedirects } from '@/lib/redirects/service';

const ZQuery = ZPage.extend({ origin: z.enum(REDIRECT_ORIGINS).optional() });

export const GET = route({ access: 'content.read', query: ZQuery }, ({ db, query }) => pageRedirects(db, query));
