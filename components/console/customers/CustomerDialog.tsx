'use client';
import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import { ZCustomerUpdate } from '@/lib/customers/schemas';
import type { TCustomer } from '@/lib/customers/service';
import type { TJson } from '@/lib/wire';
import { FormDialog } from '../FormDialog';
import { useDialogForm } from '../useDialogForm';

type TRow = TJson<TCustomer>;
type TForm = { codBlocked: boolean; note: string };

/** What the staff keep about a customer: cash on delivery refused, and a note only they see. */
export function useCustomerDialog() {
  const t = useTranslations('customers');
  const d = useDialogForm<TRow, TForm>({
    path: '/api/v1/customer/', queryKey: 'customers', schema: ZCustomerUpdate, fields: ['codBlocked', 'note'],
    toForm: (row) => ({ codBlocked: row?.codBlocked ?? false, note: row?.note ?? '' }),
  });
  const { register, control, formState: { errors } } = d.form;
  const dialog = (
    <FormDialog {...d.dialog} title={t('edit', { name: d.row?.fullName ?? '' })}>
      <Box>
        <Controller name="codBlocked" control={control} render={({ field }) => (
          <FormControlLabel control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={t('codBlockedLabel')} />
        )} />
        <FormHelperText>{t('codBlockedHelp')}</FormHelperText>
      </Box>
      <TextField label={t('note')} multiline minRows={3} {...register('note')} error={!!errors.note} helperText={errors.note?.message ?? t('noteHelp')}
        slotProps={{ htmlInput: { maxLength: 500 } }} />
    </FormDialog>
  );
  return { open: d.open, dialog };
}
