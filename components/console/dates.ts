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
