import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';

/** 200 when the database answers a query, 503 otherwise. Never cached. */
export async function GET() {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
  } catch {
    return Response.json({ status: 'unavailable' }, { status: 503, headers: { 'cache-control': 'no-store' } });
  }
}
