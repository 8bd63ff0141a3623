'use client';
import { useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { api } from '@/lib/api/client';
import { EDITABLE_SHIPPING, NEXT_PAYMENT, NEXT_STATUS } from '@/lib/orders/schemas';
import type { TOrderChannel, TOrderStatus, TPaymentStatus, TStatusMailKind } from '@/lib/db/schema-orders';
import type { TCarrier } from '@/lib/orders/carriers';
import { formatPrice } from '@/lib/store/format';
import { useConfirm, useToast } from '../ConsoleProviders';
import { useDates } from '../dates';
import { useErrorText } from '@/components/forms/errors';
import { QueryError } from '../QueryError';
import { OVER_TOP_BAR } from '../TopBar';
import { OrderTimeline } from './OrderTimeline';
import { ShippingDialog } from './ShippingDialog';
import { ShipmentDialog } from './ShipmentDialog';
import { ShipmentInfo } from './ShipmentInfo';
import { CustomerHistory } from './CustomerHistory';
import { addressOf, dialable, zaloLink } from '@/lib/orders/display';

export const STATUS_COLOR = { pending: 'warning', confirmed: 'info', shipped: 'primary', delivered: 'success', returned: 'error', cancelled: 'default' } as const;
export const PAYMENT_COLOR = { unpaid: 'default', paid: 'success', refunded: 'warning' } as const;

type TMailStatus = 'none' | 'pending' | 'sent' | 'failed';
export type TOrder = {
  id: string; code: string; status: TOrderStatus; paymentStatus: TPaymentStatus; paymentMethod: string; currency: string;
  items: { variantId: string; name: string; sku: string | null; price: number; amount: number; lineTotal: number; selectedVariations?: Record<string, string> }[];
  subtotal: number; discount?: number; discountCode?: string | null; shippingFee: number; total: number; createdDate: string; paymentUrl: string;
  shippingInformation: { fullName: string; phone: string; email?: string; address: string; province: string; district?: string; ward?: string; note?: string };
  emailStatus?: TMailStatus | null; emailError?: string | null; noticeStatus?: TMailStatus | null; noticeError?: string | null; clientIp?: string | null;
  updateKind?: TStatusMailKind | null; updateStatus?: TMailStatus | null; updateError?: string | null;
  channel?: TOrderChannel; createdBy?: string | null; carrier?: TCarrier | null; trackingNumber?: string | null;
};

/** One order whole, with the moves its state allows (cancelling asks first: it puts the stock back). */
export function OrderDetail({ id, canWrite, onClose }: { id: string | null; canWrite: boolean; onClose: () => void }) {
  const { localTime } = useDates();
  const t = useTranslations('orders');
  const mailState = (label: string, status?: TMailStatus | null, error?: string | null) =>
    `${label}: ${status ? t(`mailStatuses.${status}`) : '—'}${error ? ` (${error})` : ''}`;
  const tk = useTranslations('checkout');
  const tp = useTranslations('slip');
  const tc = useTranslations('common');
  const locale = useLocale();
  const toast = useToast();
  const errorText = useErrorText();
  const confirm = useConfirm();
  const qc = useQueryClient();
  const region = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState(false);
  const [shipping, setShipping] = useState<'ship' | 'edit' | null>(null);
  const q = useQuery({ queryKey: ['orders', 'one', id], enabled: !!id, queryFn: ({ signal }) => api.get<TOrder>(`/api/v1/order/${id}`, { signal }) });
  const o = q.data;
  const money = (n: number) => formatPrice(n, o?.currency ?? 'VND', locale === 'en' ? 'en-US' : 'vi-VN');

  const move = async (patch: { status?: TOrderStatus; paymentStatus?: TPaymentStatus }) => {
    if (!o) return;
    // Handing it to the courier asks who carries it and the waybill code (both optional), not just "are you sure".
    if (patch.status === 'shipped') return setShipping('ship');
    const state = patch.status ? tk(`statuses.${patch.status}`) : tk(`paymentStatuses.${patch.paymentStatus!}`);
    const ask = patch.status === 'cancelled' ? t('confirmCancel', { code: o.code })
      : patch.status === 'returned' ? t('confirmReturn', { code: o.code }) : t('confirmMove', { code: o.code, state });
    if (!(await confirm(ask))) return;
    try {
      await api.put(`/api/v1/order/${o.id}`, patch);
      toast({ message: t('moved'), severity: 'success' });
    } catch (e) {
      toast({ message: errorText(e), severity: 'error' });
    }
    await qc.invalidateQueries({ queryKey: ['orders'] });
    // The button that was pressed is gone now (its move is made), and the confirmation would hand focus back to it:
    // keep it in the drawer instead, so Escape still closes it and a keyboard user keeps their place.
    region.current?.focus();
  };

  const s = o?.shippingInformation;
  const zalo = s ? zaloLink(s.phone) : null;
  // Payment moves follow the API, except taking payment for an order that was cancelled or came back, which the
  // console does not offer (a refund of one that was paid stays).
  const unsold = o?.status === 'cancelled' || o?.status === 'returned';
  const payMoves = o ? NEXT_PAYMENT[o.paymentStatus].filter((p) => !(unsold && p === 'paid')) : [];
  const moves = o ? [...NEXT_STATUS[o.status].map((status) => ({ key: status, patch: { status } })), ...payMoves.map((p) => ({ key: p, patch: { paymentStatus: p } }))] : [];
  return (
    <Drawer anchor="right" sx={OVER_TOP_BAR} open={!!id} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 560 } } } }}>
      <Box ref={region} tabIndex={-1} sx={{ p: 2.5, outline: 'none' }} role="region" aria-label={o ? `${t('code')} ${o.code}` : t('code')} data-testid="order-detail">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
          <Typography component="h2" variant="h6" sx={{ mr: 'auto' }}>{o ? `${t('code')} ${o.code}` : ''}</Typography>
          {o && <Button size="small" variant="outlined" startIcon={<PrintOutlined />} href={`/print/orders?ids=${o.id}`} target="_blank">{tp('printSlips')}</Button>}
          <IconButton onClick={onClose} aria-label={tc('close')}><CloseIcon /></IconButton>
        </Box>
        {q.isLoading && <CircularProgress size={24} />}
        <QueryError error={q.error} />
        {o && s && (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Chip variant="outlined" color={STATUS_COLOR[o.status]} label={tk(`statuses.${o.status}`)} sx={{ color: 'text.primary' }} />
              <Chip variant="outlined" color={PAYMENT_COLOR[o.paymentStatus]} label={`${t(`method_${o.paymentMethod as 'COD'}`)} · ${tk(`paymentStatuses.${o.paymentStatus}`)}`} sx={{ color: 'text.primary' }} />
              {o.channel && o.channel !== 'web' && (
                <Chip variant="outlined" label={t('enteredBy', { channel: t(`channels.${o.channel}`), user: o.createdBy ?? '—' })} data-testid="order-channel" />
              )}
              <Typography sx={{ ml: 'auto', color: 'text.secondary', fontSize: 14 }}>{localTime(o.createdDate)}</Typography>
            </Box>
            {canWrite && (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="order-moves">
                {moves.length === 0 && <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{t('noMoves')}</Typography>}
                {moves.map((m) => (
                  <Button key={m.key} size="small" variant={m.key === 'cancelled' || m.key === 'returned' ? 'outlined' : 'contained'} color={m.key === 'cancelled' || m.key === 'returned' ? 'error' : 'primary'}
                    onClick={() => void move(m.patch)}>{t(`to_${m.key}`)}</Button>
                ))}
              </Box>
            )}
            <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 14, '& td, & th': { py: 0.75, borderBottom: 1, borderColor: 'divider', textAlign: 'left' }, '& .n': { textAlign: 'right' } }}>
              <thead><tr><th>{t('product')}</th><th className="n">{t('qty')}</th><th className="n">{t('price')}</th><th className="n">{t('lineTotal')}</th></tr></thead>
              <tbody>
                {o.items.map((it) => (
                  <tr key={it.variantId}>
                    <td>{it.name}{it.sku && <Box component="span" sx={{ color: 'text.secondary', display: 'block', fontSize: 12 }}>{it.sku}</Box>}</td>
                    <td className="n">{it.amount}</td><td className="n">{money(it.price)}</td><td className="n">{money(it.lineTotal)}</td>
                  </tr>
                ))}
                <tr><td colSpan={3}>{t('subtotal')}</td><td className="n">{money(o.subtotal)}</td></tr>
                {!!o.discount && <tr><td colSpan={3}>{t('discount')} <code>{o.discountCode}</code></td><td className="n" data-testid="order-discount">−{money(o.discount)}</td></tr>}
                <tr><td colSpan={3}>{t('shippingFee')}</td><td className="n">{money(o.shippingFee)}</td></tr>
                <tr><th colSpan={3}>{t('total')}</th><th className="n">{money(o.total)}</th></tr>
              </tbody>
            </Box>
            <Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography component="h3" variant="subtitle2">{t('shipTo')}</Typography>
                {canWrite && EDITABLE_SHIPPING.includes(o.status) && (
                  <Button size="small" startIcon={<EditOutlined />} onClick={() => setEditing(true)} aria-label={t('editShippingTitle', { code: o.code })}>{t('editShipping')}</Button>
                )}
              </Box>
              <Typography sx={{ fontSize: 14 }}>
                {/* Shops call or Zalo a cash-on-delivery shopper to confirm: one tap on a phone. */}
                {s.fullName} · <a href={`tel:${s.phone}`} data-testid="order-phone">{dialable(s.phone)}</a>
                {zalo && <> · <a href={zalo} target="_blank" rel="noreferrer">Zalo</a></>}{s.email ? <> · <a href={`mailto:${s.email}`}>{s.email}</a></> : ''}
              </Typography>
              <Typography sx={{ fontSize: 14 }}>{addressOf(s)}</Typography>
              {s.note && <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{t('note')}: {s.note}</Typography>}
              <CustomerHistory phone={s.phone} />
            </Box>
            <ShipmentInfo order={o} onEdit={canWrite && o.status !== 'cancelled' && o.status !== 'pending' ? () => setShipping('edit') : undefined} />
            <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
              {mailState(t('email'), o.emailStatus, o.emailError)} · {mailState(t('notice'), o.noticeStatus, o.noticeError)} · {o.updateKind && o.updateStatus !== 'none'
                && <>{mailState(t('updateMail', { state: o.updateKind === 'tracking' ? t('trackingMail') : tk(`statuses.${o.updateKind}`) }), o.updateStatus, o.updateError)} · </>}{t('clientIp')}: {o.clientIp ?? '—'} · <a href={o.paymentUrl} target="_blank" rel="noreferrer">{t('openPayment')}</a>
            </Typography>
            <OrderTimeline id={o.id} canWrite={canWrite} />
            {canWrite && <ShippingDialog order={o} open={editing} onClose={() => setEditing(false)} />}
            {canWrite && <ShipmentDialog order={o} mode={shipping} onClose={() => { setShipping(null); region.current?.focus(); }} />}
          </Box>
        )}
      </Box>
    </Drawer>
  );
}
