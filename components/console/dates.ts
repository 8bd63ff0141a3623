'use client';
import { createContext, useContext, useMemo } from 'react';
import { format, isValid, parse } from 'date-fns';
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

/** For a date-and-time field (DateField): wire UTC ⇄ the wall time of `zone`, as `yyyy-MM-ddTHH:mm`. */
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
 * A list filter's bound from a DateField's value (`yyyy-MM-dd` or `yyyy-MM-ddTHH:mm`), in `zone`. The upper bound (`end`) is
 * the last second of the day or minute the input names, so "to 24/11" takes the whole of the 24th.
 */
export const boundToWire = (local: string, zone: string, end = false) => {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(local);
  const minute = /T\d{2}:\d{2}$/.test(local);
  return inputToWire(day ? `${local}T${end ? '23:59:59' : '00:00:00'}` : end && minute ? `${local}:59` : local, zone);
};

export type TDateKind = 'date' | 'datetime';
const VALUE_FORMAT = { date: 'yyyy-MM-dd', datetime: "yyyy-MM-dd'T'HH:mm" } as const;
const VALUE_SHAPE = { date: /^\d{4}-\d{2}-\d{2}$/, datetime: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/ };
/** A DateField's value as a Date holding its wall time (the browser's zone is only a container); null for '' or junk. */
export function valueToDate(value: string, kind: TDateKind): Date | null {
  if (!VALUE_SHAPE[kind].test(value)) return null;
  const d = parse(value.slice(0, kind === 'date' ? 10 : 16), VALUE_FORMAT[kind], new Date(2000, 0, 1));
  return isValid(d) ? d : null;
}
/** The wall time a DateField holds, as its value string. */
export const dateToValue = (d: Date, kind: TDateKind) => format(d, VALUE_FORMAT[kind]);

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
