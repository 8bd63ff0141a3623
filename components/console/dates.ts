import { format } from 'date-fns';
import { fromWireDate, showLocal, toWireDate } from '@/lib/wire';

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A wire date-time (UTC) shown in the browser's time zone. */
export const localTime = (wire: string | null | undefined) => (wire ? showLocal(wire, zone()) : '');

/** For <input type="datetime-local">: wire UTC ⇄ local wall time. */
export const wireToInput = (wire: string | null | undefined) => {
  const d = wire ? fromWireDate(wire) : null;
  return d ? format(d, "yyyy-MM-dd'T'HH:mm") : '';
};
export const inputToWire = (local: string) => {
  const d = local ? new Date(local) : null;
  // A hand-edited URL can carry anything; an unreadable time is no filter rather than a crash.
  return d && !Number.isNaN(d.getTime()) ? toWireDate(d) : null;
};

/**
 * A list filter's bound from an <input type="date"> or "datetime-local" value, in the browser's zone. The upper bound
 * (`end`) is the last second of the day or minute the input names, so "to 24/11" takes the whole of the 24th.
 */
export const boundToWire = (local: string, end = false) => {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(local);
  const minute = /T\d{2}:\d{2}$/.test(local);
  return inputToWire(day ? `${local}T${end ? '23:59:59' : '00:00:00'}` : end && minute ? `${local}:59` : local);
};
