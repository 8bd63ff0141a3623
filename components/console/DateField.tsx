'use client';
import { useEffect, useState } from 'react';
import { useLocale } from 'next-intl';
import { format, isValid } from 'date-fns';
import { enUS as dateFnsEn, vi as dateFnsVi } from 'date-fns/locale';
import type { SxProps, Theme } from '@mui/material/styles';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, viVN } from '@mui/x-date-pickers/locales';
import { dateToValue, valueToDate, type TDateKind } from './dates';

/*
 * A day or a day and minute, typed and shown as dd/MM/yyyy (HH:mm) in every browser, as the rest of the console shows
 * them. A native <input type="date"> follows the browser's own locale instead: a Vietnamese console on an English
 * browser read "mm/dd/yyyy", the order Vietnam does not use. The value in and out is the string the native input
 * gave (`yyyy-MM-dd`, `yyyy-MM-ddTHH:mm`, '' for none), so what converts it to wire time in the shop's zone
 * (dates.ts) is unchanged. The picker holds that wall time in a Date of the browser's zone only as a container of
 * fields: nothing reads its instant.
 */
const SHOWN_FORMAT = { date: 'dd/MM/yyyy', datetime: 'dd/MM/yyyy HH:mm' } as const;
/* The calendar's weekday heads: MUI X takes the first letter of the short name, which in Vietnamese is "T" for six days
   of the seven; Vietnamese calendars print T2…T7 and CN. */
const LOCALES = {
  vi: { adapter: dateFnsVi, text: viVN.components.MuiLocalizationProvider.defaultProps.localeText, weekday: (d: Date) => (d.getDay() === 0 ? 'CN' : `T${d.getDay() + 1}`) },
  en: { adapter: dateFnsEn, text: enUS.components.MuiLocalizationProvider.defaultProps.localeText, weekday: (d: Date) => format(d, 'EEEEEE', { locale: dateFnsEn }) },
};

export type TDateFieldProps = {
  kind: TDateKind;
  label: string;
  value: string;
  /** A complete date (as the value string) or '' when cleared; nothing while a date is half typed. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: boolean;
  helperText?: React.ReactNode;
  /** Value strings bounding the calendar (a range's other end). */
  min?: string;
  max?: string;
  /** No day after today (a date of birth). */
  disableFuture?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
};

export function DateField({ kind, label, value, onChange, onBlur, name, error, helperText, min, max, disableFuture, size, fullWidth, sx }: TDateFieldProps) {
  const locale = LOCALES[useLocale() === 'en' ? 'en' : 'vi'];
  // The picker's own value, which may be half typed (an invalid Date); it follows `value` when that changes from outside.
  const [held, setHeld] = useState<Date | null>(() => valueToDate(value, kind));
  useEffect(() => {
    setHeld((h) => (h && isValid(h) && dateToValue(h, kind) === value) || (!h && !value) ? h : valueToDate(value, kind));
  }, [value, kind]);
  const change = (d: Date | null) => {
    setHeld(d);
    if (!d) onChange('');
    else if (isValid(d)) onChange(dateToValue(d, kind));
  };
  const [minDate, maxDate] = [valueToDate(min ?? '', kind) ?? undefined, valueToDate(max ?? '', kind) ?? undefined];
  const common = {
    label, value: held, onChange: change, format: SHOWN_FORMAT[kind], minDate, maxDate, disableFuture, dayOfWeekFormatter: locale.weekday,
    slotProps: {
      textField: { size, fullWidth, sx, error, helperText, name, onBlur },
      field: { clearable: true },
    },
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale.adapter} localeText={locale.text}>
      {kind === 'date' ? <DatePicker {...common} /> : <DateTimePicker {...common} ampm={false} />}
    </LocalizationProvider>
  );
}
