/* Client-safe. A customer whose orders mostly never reached them: cancelled, or refused at the door and returned.
   Either holds stock and the second costs the courier's trip both ways, so half or more is worth a call before a
   cash-on-delivery order is confirmed. */

export type TOrderCounts = { orders: number; cancelled: number; returned: number };

export const failedOrders = (c: TOrderCounts) => c.cancelled + c.returned;
export const isRisky = (c: TOrderCounts) => failedOrders(c) > 0 && failedOrders(c) * 2 >= c.orders;
