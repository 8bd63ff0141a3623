'use client';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api } from '@/lib/api/client';
import { CARRIERS, TRACKING_NUMBER, type TCarrier } from '@/lib/orders/carriers';
import { useServerError, useZodResolver } from '@/components/forms/errors';
import { FormDialog } from '../FormDialog';
import { useToast } from '../ConsoleProviders';
import { useCarrierName } from './useCarrierName';
import type { TOrder } from './OrderDetail';

type TForm = { carrier: TCarrier | ''; trackingNumber: string };

// The form's own rules, the API's: a code needs its carrier; both may stay empty (the parcel leaves all the same).
const ZShipmentForm = z.object({
  carrier: z.union([z.enum(CARRIERS), z.literal('')]),
  trackingNumber: z.union([z.string().trim().regex(TRACKING_NUMBER, 'trackingNumber'), z.literal('')]),
}).refine((v) => !v.trackingNumber || v.carrier, { message: 'carrierRequired', path: ['carrier'] });

/**
 * Hands the order to a courier ("Giao cho vận chuyển") with who carries it and its waybill code, or corrects them
 * afterwards. The shopper's "on its way" email and order page show the code and where to follow the parcel.
 */
export function ShipmentDialog({ order, mode, onClose }: { order: TOrder; mode: 'ship' | 'edit' | null; onClose: () => void }) {
  const t = useTranslations('orders');
  const carrierName = useCarrierName();
  const toast = useToast();
  const serverError = useServerError();
  const qc = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  // The title stays as it was while the dialog fades out.
  const shown = useRef(mode);
  if (mode) shown.current = mode;
  const form = useForm<TForm>({ resolver: useZodResolver<TForm>(ZShipmentForm) });
  const { register, control, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = form;
  // Filled as it opens; a refetch while it is open keeps what was typed.
  const current = useRef(order);
  current.current = order;
  useEffect(() => {
    if (!mode) return;
    reset({ carrier: current.current.carrier ?? '', trackingNumber: current.current.trackingNumber ?? '' });
    setFormError(null);
  }, [mode, reset]);

  const onSubmit = handleSubmit(async (v) => {
    const shipment = { carrier: v.carrier || null, trackingNumber: v.trackingNumber.trim() || null };
    try {
      await api.put(`/api/v1/order/${order.id}`, mode === 'ship' ? { status: 'shipped', ...shipment } : shipment);
      toast({ message: mode === 'ship' ? t('moved') : t('shipmentSaved'), severity: 'success' });
      await qc.invalidateQueries({ queryKey: ['orders'] });
      onClose();
    } catch (e) {
      setFormError(serverError(e, setError, ['carrier', 'trackingNumber']));
    }
  });

  return (
    <FormDialog open={!!mode} title={t(shown.current === 'ship' ? 'shipTitle' : 'shipmentTitle', { code: order.code })} onClose={onClose}
      onSubmit={onSubmit} submitting={isSubmitting} error={formError} submitLabel={shown.current === 'ship' ? t('to_shipped') : undefined}>
      <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{t(shown.current === 'ship' ? 'shipHelp' : 'shipmentHelp')}</Typography>
      <Controller control={control} name="carrier" render={({ field }) => (
        <TextField select label={t('carrier')} {...field} value={field.value ?? ''} error={!!errors.carrier} helperText={errors.carrier?.message}
          data-testid="shipment-carrier">
          <MenuItem value=""><em>{t('noCarrier')}</em></MenuItem>
          {CARRIERS.map((c) => <MenuItem key={c} value={c}>{carrierName(c)}</MenuItem>)}
        </TextField>
      )} />
      <TextField label={t('trackingNumber')} {...register('trackingNumber')} error={!!errors.trackingNumber}
        helperText={errors.trackingNumber?.message ?? t('trackingNumberHelp')} autoComplete="off" slotProps={{ htmlInput: { maxLength: 40 } }} />
    </FormDialog>
  );
}
