import { route } from '@/lib/api/route';
import { exportRedirects } from '@/lib/redirects/transfer';

export const GET = route({ access: 'content.read' }, ({ db, actor }) => exportRedirects(db, actor));
