'use client';
import { useTranslations } from 'next-intl';
import type { FieldError, FieldErrors, UseFormRegister } from 'react-hook-form';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { TShippingForm } from '@/lib/orders/schemas';

/** A form holding an order's delivery details under `shippingInformation`, as the API takes them. */
export type TWithShipping = { shippingInformation: TShippingForm };

const FIELDS: { name: keyof TShippingForm; type?: string; wide?: boolean; area?: boolean; max: number; required?: boolean }[] = [
  { name: 'fullName', max: 100, required: true }, { name: 'phone', type: 'tel', max: 30, required: true },
  { name: 'email', type: 'email', wide: true, max: 200 }, { name: 'address', wide: true, max: 200, required: true },
  { name: 'ward', max: 100, required: true }, { name: 'district', max: 100 }, { name: 'province', wide: true, max: 100, required: true },
  { name: 'note', wide: true, area: true, max: 500 },
];

/**
 * The delivery fields of the console's order forms (a new order, a correction), checked by the checkout's own schema,
 * whose messages are keys of the checkout's errors.
 */
export function ShippingFields<F extends TWithShipping>({ register, errors }: { register: UseFormRegister<F>; errors: FieldErrors<F> }) {
  const t = useTranslations('orders');
  const tk = useTranslations('checkout');
  const own = (errors as FieldErrors<TWithShipping>).shippingInformation;
  const message = (e: FieldError | undefined) => (e?.message ? (tk.has(`errors.${e.message}`) ? tk(`errors.${e.message as 'required'}`) : e.message) : undefined);
  const reg = register as unknown as UseFormRegister<TWithShipping>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {FIELDS.map((f) => (
        <TextField key={f.name} label={t(`fields.${f.name}`)} type={f.type} multiline={f.area} minRows={f.area ? 2 : undefined}
          required={f.required} {...reg(`shippingInformation.${f.name}`)} sx={f.wide ? { gridColumn: '1 / -1' } : undefined}
          error={!!own?.[f.name]} helperText={message(own?.[f.name])} slotProps={{ htmlInput: { maxLength: f.max } }} />
      ))}
    </Box>
  );
}
