import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { orderComments, orders, userLogs } from '@/lib/db/schema';
import { E } from '@/lib/api/errors';
import { logUserAction, type TActor } from '@/lib/logs/write';

/* An order's timeline, as Shopify's admin shows one: when it was placed, each move and correction the console made
   (from the user log, which records them anyway) and the shop's own notes, newest first. */

export type TTimelineEvent =
  | { kind: 'placed'; at: Date; by: string | null; channel: string }
  | { kind: 'moved'; at: Date; by: string | null; status?: string; paymentStatus?: string; changed?: string[]; shipment?: TShipment }
  | { kind: 'edited'; at: Date; by: string | null; changed: string[]; shipment?: TShipment }
  | { kind: 'comment'; at: Date; by: string | null; id: string; body: string };

/** The carrier and waybill code an update recorded (null: cleared). */
type TShipment = { carrier: string | null; trackingNumber: string | null };

const MAX_EVENTS = 500;

async function orderOf(db: Db, id: string) {
  const [row] = await db.select({ id: orders.id, code: orders.code, createdDate: orders.createdDate, channel: orders.channel, createdBy: orders.createdBy })
    .from(orders).where(eq(orders.id, id)).limit(1);
  if (!row) throw E.notFound('Order');
  return row;
}

export async function timelineOf(db: Db, id: string): Promise<TTimelineEvent[]> {
  const o = await orderOf(db, id);
  const [moves, comments] = await Promise.all([
    db.select({ at: userLogs.logTime, by: userLogs.username, detail: userLogs.detail }).from(userLogs)
      .where(and(eq(userLogs.entity, 'order'), eq(userLogs.entityId, id), eq(userLogs.action, 'UPDATE'))).orderBy(desc(userLogs.logTime)).limit(MAX_EVENTS),
    db.select().from(orderComments).where(eq(orderComments.orderId, id)).orderBy(desc(orderComments.createdDate)).limit(MAX_EVENTS),
  ]);
  const events: TTimelineEvent[] = [
    // Placed by the shopper on the website, or entered by a member of staff from a call or a chat.
    { kind: 'placed', at: o.createdDate, by: o.channel === 'web' ? null : o.createdBy, channel: o.channel },
    ...moves.map((m): TTimelineEvent => {
      const d = (m.detail ?? {}) as { status?: string; paymentStatus?: string; changed?: string[] } & Partial<TShipment>;
      const shipment = d.carrier !== undefined ? { shipment: { carrier: d.carrier ?? null, trackingNumber: d.trackingNumber ?? null } } : {};
      // A correction of where it ships, alone or with a move; the fields it changed, not their values.
      if (!d.status && !d.paymentStatus) return { kind: 'edited', at: m.at, by: m.by, changed: d.changed ?? [], ...shipment };
      return { kind: 'moved', at: m.at, by: m.by, status: d.status, paymentStatus: d.paymentStatus, ...(d.changed ? { changed: d.changed } : {}), ...shipment };
    }),
    ...comments.map((c): TTimelineEvent => ({ kind: 'comment', at: c.createdDate, by: c.createdBy, id: c.id, body: c.body })),
  ];
  return events.sort((a, b) => b.at.getTime() - a.at.getTime());
}

export async function addComment(db: Db, id: string, body: string, actor: TActor) {
  const o = await orderOf(db, id);
  const [c] = await db.insert(orderComments).values({ orderId: id, body, createdBy: actor.username, updatedBy: actor.username }).returning();
  await logUserAction(db, actor, 'CREATE', { type: 'order_comment', id: c.id, detail: { orderId: id, code: o.code } });
  return { kind: 'comment' as const, at: c.createdDate, by: c.createdBy, id: c.id, body: c.body };
}
