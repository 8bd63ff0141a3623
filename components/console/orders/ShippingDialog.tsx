'use client';
import { useEffect, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api } from '@/lib/api/client';
import { ZShippingInformation, type TShippingForm } from '@/lib/orders/schemas';
import { dialable } from '@/lib/orders/display';
import { useErrorText } from '@/components/forms/errors';
import { FormDialog } from '../FormDialog';
import { useToast } from '../ConsoleProviders';
import type { TOrder } from './OrderDetail';

const FIELDS: { name: keyof TShippingForm; type?: string; wide?: boolean; area?: boolean; max: number }[] = [
  { name: 'fullName', max: 100 }, { name: 'phone', type: 'tel', max: 30 }, { name: 'email', type: 'email', wide: true, max: 200 },
  { name: 'address', wide: true, max: 200 }, { name: 'ward', max: 100 }, { name: 'district', max: 100 }, { name: 'province', wide: true, max: 100 },
  { name: 'note', wide: true, area: true, max: 500 },
];

/**
 * Corrects where an order ships, as staff do after calling a cash-on-delivery shopper ("số nhà 12, không phải 21"):
 * the checkout's own schema, so the console accepts exactly what the shop's form does.
 */
export function ShippingDialog({ order, open, onClose }: { order: TOrder; open: boolean; onClose: () => void }) {
  const t = useTranslations('orders');
  const tk = useTranslations('checkout');
  const toast = useToast();
  const errorText = useErrorText();
  const qc = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState: { errors, isSubmitting } } = useForm<TShippingForm, unknown, z.output<typeof ZShippingInformation>>({
    resolver: zodResolver(ZShippingInformation),
  });
  useEffect(() => {
    if (!open) return;
    const s = order.shippingInformation;
    // The phone as staff read it back to the shopper; it is stored as E.164 again on save.
    reset({ fullName: s.fullName, phone: dialable(s.phone), email: s.email ?? '', address: s.address, province: s.province, district: s.district ?? '', ward: s.ward ?? '', note: s.note ?? '' });
    setFormError(null);
  }, [open, order, reset]);
  // The schema's messages are the checkout's keys (shared with the shop's form).
  const message = (e: FieldError | undefined) => (e?.message ? (tk.has(`errors.${e.message}`) ? tk(`errors.${e.message as 'required'}`) : e.message) : undefined);

  const onSubmit = handleSubmit(async (shippingInformation) => {
    try {
      await api.put(`/api/v1/order/${order.id}`, { shippingInformation });
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
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {FIELDS.map((f) => (
          <TextField key={f.name} label={t(`fields.${f.name}`)} type={f.type} multiline={f.area} minRows={f.area ? 2 : undefined}
            required={['fullName', 'phone', 'address', 'ward', 'province'].includes(f.name)} {...register(f.name)} sx={f.wide ? { gridColumn: '1 / -1' } : undefined}
            error={!!errors[f.name]} helperText={message(errors[f.name])} slotProps={{ htmlInput: { maxLength: f.max } }} />
        ))}
      </Box>
    </FormDialog>
  );
}
