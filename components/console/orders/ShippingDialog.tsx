'use client';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import Typography from '@mui/material/Typography';
import { api } from '@/lib/api/client';
import { ZShippingInformation } from '@/lib/orders/schemas';
import { dialable } from '@/lib/orders/display';
import { useErrorText } from '@/components/forms/errors';
import { FormDialog } from '../FormDialog';
import { useToast } from '../ConsoleProviders';
import { ShippingFields, type TWithShipping } from './ShippingFields';
import type { TOrder } from './OrderDetail';

const ZEdit = z.object({ shippingInformation: ZShippingInformation });

/**
 * Corrects where an order ships, as staff do after calling a cash-on-delivery shopper ("số nhà 12, không phải 21"):
 * the checkout's own schema, so the console accepts exactly what the shop's form does.
 */
export function ShippingDialog({ order, open, onClose }: { order: TOrder; open: boolean; onClose: () => void }) {
  const t = useTranslations('orders');
  const toast = useToast();
  const errorText = useErrorText();
  const qc = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState: { errors, isSubmitting } } = useForm<TWithShipping, unknown, z.output<typeof ZEdit>>({ resolver: zodResolver(ZEdit) });
  // Filled when the dialog opens, not whenever the order is read again: staff switch to Zalo to check the address,
  // and the refetch on returning to the tab must not wipe what they typed.
  const current = useRef(order);
  current.current = order;
  useEffect(() => {
    if (!open) return;
    const s = current.current.shippingInformation;
    // The phone as staff read it back to the shopper; it is stored as E.164 again on save.
    reset({ shippingInformation: { fullName: s.fullName, phone: dialable(s.phone), email: s.email ?? '', address: s.address, province: s.province, district: s.district ?? '', ward: s.ward ?? '', note: s.note ?? '' } });
    setFormError(null);
  }, [open, reset]);

  const onSubmit = handleSubmit(async (body) => {
    try {
      await api.put(`/api/v1/order/${order.id}`, body);
      toast({ message: t('shippingSaved'), severity: 'success' });
      await qc.invalidateQueries({ queryKey: ['orders'] });
      onClose();
    } catch (e) {
      setFormError(errorText(e));
    }
  });

  return (
    <FormDialog open={open} title={t('editShippingTitle', { code: order.code })} onClose={onClose} onSubmit={onSubmit} submitting={isSubmitting} error={formError}>
      <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{t('editShippingHelp')}</Typography>
      <ShippingFields register={register} errors={errors} />
    </FormDialog>
  );
}
