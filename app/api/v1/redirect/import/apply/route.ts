import { route } from '@/lib/api/route';
import { applyRedirectImport, ZRedirectImport } from '@/lib/redirects/transfer';

/** Writes the redirects a preview listed; a row that would loop is answered in `problems`, not written. */
export const POST = route({ access: 'content.write', body: ZRedirectImport, maxBodyBytes: 8 * 1024 * 1024 }, ({ db, body, actor }) => applyRedirectImport(db, body, actor));
