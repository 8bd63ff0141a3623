import { route } from '@/lib/api/route';
import { ZRun } from '@/lib/runner/schemas';
import { run } from '@/lib/runner/run';

/* Running sends a request with a key in it, so it takes the write permission, not the read one. */
export const POST = route({ access: 'gateway.write', body: ZRun, maxBodyBytes: 512 * 1024 }, ({ db, body }) => run(db, body));
