'use client';
import { useTranslations } from 'next-intl';
import { DateField } from './DateField';
import { boundToWire, useShopZone, type TDateKind } from './dates';
import { useListState } from './useListState';

/* Side by side on a phone for days; a day and a minute (dd/MM/yyyy HH:mm) need the whole width there. */
const SX = { date: { width: { xs: 'calc(50% - 8px)', sm: 'auto' } }, datetime: { width: { xs: '100%', sm: 'auto' } } };

/**
 * "From" and "to" of a list, kept in the URL (`from`, `to`) as the inputs give them: days for orders, minutes for
 * the logs. Both ends are included. A "to" before the "from" is marked, since it selects nothing.
 */
export function DateRangeFilter({ kind = 'datetime' }: { kind?: TDateKind }) {
  const t = useTranslations('common');
  const list = useListState();
  const zone = useShopZone();
  const [from, to] = [list.get('from'), list.get('to')];
  const { from: wireFrom, to: wireTo } = wireRange(from, to, zone);
  const reversed = !!wireFrom && !!wireTo && wireTo < wireFrom;
  const field = (param: 'from' | 'to', label: string, value: string, error = false) => (
    <DateField kind={kind} size="small" label={label} value={value} sx={SX[kind]}
      onChange={(v) => list.set({ [param]: v, page: undefined })} error={error} helperText={error ? t('rangeReversed') : undefined}
      max={param === 'from' && to ? to : undefined} min={param === 'to' && from ? from : undefined} />
  );
  return <>{field('from', t('from'), from)}{field('to', t('to'), to, reversed)}</>;
}

/** The URL's range as the API's bounds (wire date-times), read in the shop's `zone`; undefined where unset or unreadable. */
export function wireRange(from: string, to: string, zone: string) {
  return { from: boundToWire(from, zone) ?? undefined, to: boundToWire(to, zone, true) ?? undefined };
}

/** The list's range from the URL, for the request. */
export function useDateRange() {
  const list = useListState();
  return wireRange(list.get('from'), list.get('to'), useShopZone());
}
