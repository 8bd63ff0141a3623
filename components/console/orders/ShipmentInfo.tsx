'use client';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { trackingLink } from '@/lib/orders/carriers';
import { useCarrierName } from './useCarrierName';
import type { TOrder } from './OrderDetail';

/** Who carries the parcel and its waybill code, with the carrier's tracking page; "Sửa" corrects them. */
export function ShipmentInfo({ order, onEdit }: { order: TOrder; onEdit?: () => void }) {
  const t = useTranslations('orders');
  const carrierName = useCarrierName();
  const link = trackingLink(order.carrier, order.trackingNumber);
  if (!order.carrier && !onEdit) return null;
  return (
    <Box data-testid="order-shipment">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="h3" variant="subtitle2">{t('shipment')}</Typography>
        {onEdit && <Button size="small" startIcon={<EditOutlined />} onClick={onEdit} aria-label={t('shipmentTitle', { code: order.code })}>{t('editShipping')}</Button>}
      </Box>
      <Typography sx={{ fontSize: 14 }}>
        {order.carrier ? carrierName(order.carrier) : t('noShipment')}
        {order.trackingNumber && <> · {t('trackingNumber')} <strong>{order.trackingNumber}</strong></>}
        {link && <> · <a href={link.url} target="_blank" rel="noreferrer">{t('track')}</a></>}
      </Typography>
    </Box>
  );
}
