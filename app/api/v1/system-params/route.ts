import { z } from 'zod';
import { route } from '@/lib/api/route';
import { created } from '@/lib/api/envelope';
import { can } from '@/lib/auth/permissions';
import { ZParam } from '@/lib/params/schemas';
import { createParam, listParams } from '@/lib/params/service';

const ZQuery = z.object({ category: z.string().max(40).optional() });

/** The console sees every parameter; anyone else (the storefront) sees only the active, non-secret store ones. */
export const GET = route({ access: 'public', query: ZQuery }, async ({ db, session, query }) => {
  if (session && can(session.roles, 'params.read')) return listParams(db, query);
  return (await listParams(db, { category: 'store', activeOnly: true })).filter((p) => !p.isSecret);
});
export const POST = route({ access: 'params.write', body: ZParam }, async ({ db, body, actor }) =>
  created(await createParam(db, body, actor)));
