import {
  MultiSelect,
  NumberInput,
  PasswordInput,
  Select,
  Switch,
  Textarea,
  TextInput,
  type MultiSelectProps,
  type NumberInputProps,
  type PasswordInputProps,
  type SelectProps,
  type SwitchProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import { useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { centsToInput, parseBrl } from '@/contract/money';

type Bound<T extends FieldValues, P> = Omit<
  P,
  'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'name' | 'checked'
> & {
  /* Any submitted shape: a form whose schema transforms its values (wall time to ISO, the price
     grid to `race_prices`) has a control typed with that output. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<T, any, any>;
  name: FieldPath<T>;
};

/* react-hook-form to Mantine, written once: each field's own error message goes to Mantine's
   `error`, so every form shows validation the same way. */

export function FormTextInput<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, TextInputProps>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextInput {...props} {...field} value={field.value ?? ''} error={fieldState.error?.message} />
  );
}

export function FormPasswordInput<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, PasswordInputProps>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <PasswordInput
      {...props}
      {...field}
      value={field.value ?? ''}
      error={fieldState.error?.message}
    />
  );
}

export function FormTextarea<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, TextareaProps>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Textarea {...props} {...field} value={field.value ?? ''} error={fieldState.error?.message} />
  );
}

/** Empty is `null` (an optional number), never `''` or 0. */
export function FormNumberInput<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, NumberInputProps>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <NumberInput
      {...props}
      {...field}
      value={field.value ?? ''}
      onChange={(value) =>
        field.onChange(value === '' ? null : typeof value === 'number' ? value : Number(value))
      }
      error={fieldState.error?.message}
    />
  );
}

export function FormSelect<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, SelectProps>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Select
      {...props}
      {...field}
      value={field.value ?? null}
      onChange={(value) => field.onChange(value ?? null)}
      error={fieldState.error?.message}
    />
  );
}

export function FormMultiSelect<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, MultiSelectProps>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <MultiSelect
      {...props}
      {...field}
      value={field.value ?? []}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}

export function FormSwitch<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, SwitchProps>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Switch
      {...props}
      {...field}
      checked={!!field.value}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      error={fieldState.error?.message}
    />
  );
}

/**
 * A wall-clock date and time in the hub's zone (`2027-03-14T06:30`), through the browser's
 * native picker: keyboard friendly and localised. The form converts it with `wallTimeToIso`.
 */
export function FormDateTimeInput<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, TextInputProps>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextInput
      {...props}
      {...field}
      type="datetime-local"
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.currentTarget.value || null)}
      error={fieldState.error?.message}
    />
  );
}

export interface MoneyInputProps extends Omit<
  TextInputProps,
  'value' | 'onChange' | 'defaultValue'
> {
  /** Cents, `null` when empty, `NaN` while the text is not a price. */
  value: number | null;
  onChange: (cents: number | null) => void;
  invalidMessage: string;
}

/**
 * Reais as people type them (`89,90`, `89.90`, `R$ 1.234,56`), held as integer cents. While the
 * text is not a price the value is `NaN`, so the form's schema refuses it.
 */
export function MoneyInput({
  value,
  onChange,
  invalidMessage,
  error,
  onBlur,
  ...props
}: MoneyInputProps) {
  const [text, setText] = useState(() =>
    value == null || Number.isNaN(value) ? '' : centsToInput(value),
  );
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    // Follow changes made from outside (copy to all, reset), not our own keystrokes.
    setSeen(value);
    const typed = text.trim() === '' ? null : parseBrl(text);
    if (value === null) setText('');
    else if (!Number.isNaN(value) && typed !== value) setText(centsToInput(value));
  }
  const invalid = text.trim() !== '' && parseBrl(text) === null;
  return (
    <TextInput
      inputMode="decimal"
      leftSection="R$"
      {...props}
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        onChange(next.trim() === '' ? null : (parseBrl(next) ?? Number.NaN));
      }}
      onBlur={(event) => {
        const parsed = parseBrl(text);
        if (parsed !== null) setText(centsToInput(parsed));
        onBlur?.(event);
      }}
      error={error ?? (invalid ? invalidMessage : undefined)}
    />
  );
}

export function FormMoneyInput<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, Omit<MoneyInputProps, 'value' | 'onChange'>>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <MoneyInput
      {...props}
      {...field}
      value={field.value ?? null}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}
