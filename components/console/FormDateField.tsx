'use client';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DateField, type TDateFieldProps } from './DateField';

/** A DateField bound to a react-hook-form field that holds the value string (`yyyy-MM-dd` or `yyyy-MM-ddTHH:mm`). */
export function FormDateField<T extends FieldValues>({ control, name, ...props }: { control: Control<T>; name: Path<T> } & Omit<TDateFieldProps, 'value' | 'onChange' | 'onBlur' | 'name'>) {
  return (
    <Controller control={control} name={name} render={({ field }) => (
      <DateField {...props} name={field.name} value={(field.value as string | null | undefined) ?? ''} onChange={field.onChange} onBlur={field.onBlur} />
    )} />
  );
}
