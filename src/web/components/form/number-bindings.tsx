import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useI18n } from '@/web/i18n/i18n';
import { bindInput, type Bound } from './bindings';

/** A number under `min` or over `max`, said in words: the input keeps what was typed. */
function NumberInRange({ value, min, max, error, ...props }: NumberInputProps) {
  const { t, format } = useI18n();
  const outside =
    typeof value !== 'number'
      ? undefined
      : typeof min === 'number' && value < min
        ? t('form.min', { min: format.number(min) })
        : typeof max === 'number' && value > max
          ? t('form.max', { max: format.number(max) })
          : undefined;
  return (
    <NumberInput
      value={value}
      min={min}
      max={max}
      clampBehavior="none"
      {...props}
      error={error ?? outside}
    />
  );
}

/**
 * Empty is `null` (an optional number), never `''` or 0. A sign or a number out of `min`/`max`
 * is kept as typed and shown as an error, never changed behind the person's back.
 */
export const FormNumberInput = bindInput<NumberInputProps>(NumberInRange, (value, onChange) => ({
  value: (value ?? '') as NumberInputProps['value'],
  onChange: (next) => onChange(next === '' ? null : typeof next === 'number' ? next : Number(next)),
}));

/** A whole number, 0 or more unless `min` says otherwise (`thousandSeparator="."` for counts). */
export function FormIntegerInput<T extends FieldValues>(props: Bound<T, NumberInputProps>) {
  return <FormNumberInput min={0} allowDecimal={false} decimalSeparator="," {...props} />;
}

/** A decimal written with a comma (`10,5`), 0 or more, three places unless told otherwise. */
export function FormDecimalInput<T extends FieldValues>(props: Bound<T, NumberInputProps>) {
  return <FormNumberInput min={0} decimalScale={3} decimalSeparator="," {...props} />;
}
