'use client';
import { createContext, useContext, useMemo } from 'react';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { fromWireDate, showLocal, toWireDate } from '@/lib/wire';

/*
 * The console shows and reads every time in the shop's time zone (`console.timezone`), as Shopify's admin uses the
 * store's: an order placed at 23:30 in Hà Nội is on the 24th for every administrator, wherever their laptop is, the
 * same day the console home and the exports count it in. The zone is read on the server (app/console/layout.tsx).
 */
export const ShopZoneContext = createContext('Asia/Ho_Chi_Minh');
export const useShopZone = () => useContext(ShopZoneContext);

/** A wire date-time (UTC) shown in `zone`. */
export const localTime = (wire: string | null | undefined, zone: string) => (wire ? showLocal(wire, zone) : '');

/** For <input type="datetime-local">: wire UTC ⇄ the wall time of `zone`. */
export const wireToInput = (wire: string | null | undefined, zone: string) => {
  const d = wire ? fromWireDate(wire) : null;
  return d ? formatInTimeZone(d, zone, "yyyy-MM-dd'T'HH:mm") : '';
};
export const inputToWire = (local: string, zone: string) => {
  // Only the input's own shapes: a hand-edited URL can carry anything, and an unreadable time is no filter.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return null;
  const d = fromZonedTime(local, zone);
  return Number.isNaN(d.getTime()) ? null : toWireDate(d);
};

/**
 * A list filter's bound from an <input type="date"> or "datetime-local" value, in `zone`. The upper bound (`end`) is
 * the last second of the day or minute the input names, so "to 24/11" takes the whole of the 24th.
 */
export const boundToWire = (local: string, zone: string, end = false) => {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(local);
  const minute = /T\d{2}:\d{2}$/.test(local);
  return inputToWire(day ? `${local}T${end ? '23:59:59' : '00:00:00'}` : end && minute ? `${local}:59` : local, zone);
};

/** The functions above, in the shop's zone. */
export function useDates() {
  const zone = useShopZone();
  return useMemo(() => ({
    zone,
    localTime: (wire: string | null | undefined) => localTime(wire, zone),
    wireToInput: (wire: string | null | undefined) => wireToInput(wire, zone),
    inputToWire: (local: string) => inputToWire(local, zone),
    boundToWire: (local: string, end = false) => boundToWire(local, zone, end),
  }), [zone]);
}
