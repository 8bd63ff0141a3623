'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api } from '@/lib/api/client';
import type { TTimelineEvent } from '@/lib/orders/timeline';
import type { TJson } from '@/lib/wire';
import { useDates } from '../dates';
import { useToast } from '../ConsoleProviders';
import { useErrorText } from '@/components/forms/errors';
import type { TCarrier } from '@/lib/orders/carriers';
import { useCarrierName } from './useCarrierName';

type TEvent = TJson<TTimelineEvent>;

/** The order's history, newest first, and (for writers) a box for the shop's own notes. */
export function OrderTimeline({ id, canWrite }: { id: string; canWrite: boolean }) {
  const t = useTranslations('orders');
  const tk = useTranslations('checkout');
  const { localTime } = useDates();
  const carrierName = useCarrierName();
  const toast = useToast();
  const errorText = useErrorText();
  const qc = useQueryClient();
  // Under 'orders', so a move made in the drawer (which refreshes 'orders') refreshes the history too.
  const q = useQuery({ queryKey: ['orders', 'timeline', id], queryFn: ({ signal }) => api.get<TEvent[]>(`/api/v1/order/${id}/timeline`, { signal }) });
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await api.post(`/api/v1/order/${id}/comment`, { body: note });
      setNote('');
      toast({ message: t('noteSaved'), severity: 'success' });
      await qc.invalidateQueries({ queryKey: ['orders', 'timeline', id] });
    } catch (err) {
      setError(errorText(err));
    }
    setSaving(false);
  };

  const what = (ev: TEvent) => {
    if (ev.kind === 'placed') return ev.channel && ev.channel !== 'web' ? t('enteredEvent', { channel: t(`channels.${ev.channel as 'phone'}`) }) : t('placedEvent');
    if (ev.kind === 'comment') return ev.body;
    const edited = ev.changed?.length ? t('editedEvent', { fields: ev.changed.map((f) => t(`fields.${f as 'phone'}`)).join(', ') }) : null;
    const sh = ev.shipment;
    const shipment = !sh ? null : sh.carrier
      ? t('shipmentEvent', { shipment: [carrierName(sh.carrier as TCarrier), sh.trackingNumber].filter(Boolean).join(' · ') })
      : t('shipmentClearedEvent');
    if (ev.kind === 'edited') return [edited, shipment].filter(Boolean).join(' · ') || t('editedEvent', { fields: '—' });
    return [ev.status && t('movedEvent', { state: tk(`statuses.${ev.status as 'pending'}`) }),
      ev.paymentStatus && t('paidEvent', { state: tk(`paymentStatuses.${ev.paymentStatus as 'paid'}`) }), edited, shipment].filter(Boolean).join(' · ');
  };

  return (
    <Box component="section" aria-labelledby={`tl-${id}`} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h3" variant="subtitle2" id={`tl-${id}`}>{t('timeline')}</Typography>
      {canWrite && (
        <Box component="form" onSubmit={save} sx={{ display: 'grid', gap: 1 }}>
          <TextField label={t('addNote')} placeholder={t('notePlaceholder')} multiline minRows={2} value={note} size="small"
            onChange={(e) => { setNote(e.target.value); setError(null); }} error={!!error} helperText={error ?? t('noteHelp')}
            slotProps={{ htmlInput: { maxLength: 2000 } }} />
          <Box><Button type="submit" size="small" variant="outlined" disabled={saving || !note.trim()}>{t('saveNote')}</Button></Box>
        </Box>
      )}
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }} data-testid="order-timeline">
        {(q.data ?? []).map((ev, i) => (
          <Box component="li" key={ev.kind === 'comment' ? ev.id : `${ev.kind}-${i}`} sx={{ borderLeft: 2, borderColor: ev.kind === 'comment' ? 'primary.main' : 'divider', pl: 1.5 }}>
            <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{localTime(ev.at)}{ev.by ? ` · ${ev.by}` : ''}</Typography>
            <Typography sx={{ fontSize: 14, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{what(ev)}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
