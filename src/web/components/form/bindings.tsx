import {
  NativeSelect,
  Switch,
  Textarea,
  TextInput,
  type NativeSelectProps,
  type SwitchProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { centsToInput, parseBrl } from '@/contract/money-input';
import { useI18n } from '@/web/i18n/i18n';

export type Bound<T extends FieldValues, P> = Omit<
  P,
  'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'name' | 'checked'
> & {
  /* Any submitted shape: a form whose schema transforms its values (wall time to ISO, the price
     grid to `race_prices`) has a control typed with that output. Without one, the control of
     the `<ContractForm>` around the input. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control?: Control<T, any, any>;
  name: FieldPath<T>;
} & ('inputWrapperOrder' extends keyof P
    ? {
        /** Help under the input, so the inputs of one row line up whatever their labels carry. */
        help?: ReactNode;
      }
    : unknown);

const HELP_BELOW = ['label', 'input', 'description', 'error'] as const;

/* react-hook-form to Mantine, written once: each field's own error message goes to Mantine's
   `error`, so every form shows validation the same way. An input differs from another only in
   how the field's value reaches it and how its change comes back (`adapt`). */

type FieldChange = (value: unknown) => void;

/* The inputs that bring heavy code of their own are in their own modules, so a form loads only
   what it renders: number-bindings.tsx (NumberInput and its formatter), select-bindings.tsx
   (Mantine's Combobox selects and their popover). */

export function bindInput<P>(
  Input: (props: P) => ReactNode,
  adapt: (value: unknown, onChange: FieldChange) => Partial<P>,
) {
  return function BoundInput<T extends FieldValues>(props: Bound<T, P>) {
    const { control, name, help, ...others } = props as Bound<T, P> & { help?: ReactNode };
    const { field, fieldState } = useController({ control, name });
    const { value, onChange, ...rest } = field;
    const helpBelow =
      help === undefined ? {} : { description: help, inputWrapperOrder: HELP_BELOW };
    const bound = { ...helpBelow, ...others, ...rest, ...adapt(value, onChange) };
    return <Input {...(bound as P)} error={fieldState.error?.message} />;
  };
}

const asText = (value: unknown, onChange: FieldChange) => ({
  value: (value ?? '') as string,
  onChange,
});

export const FormTextInput = bindInput<TextInputProps>(TextInput, asText);
export const FormTextarea = bindInput<TextareaProps>(Textarea, asText);

export const FormSwitch = bindInput<SwitchProps>(Switch, (value, onChange) => ({
  checked: !!value,
  onChange: (event) => onChange(event.currentTarget.checked),
}));

export interface MoneyInputProps extends Omit<
  TextInputProps,
  'value' | 'onChange' | 'defaultValue'
> {
  /** Cents, `null` when empty, `NaN` while the text is not a price. */
  value: number | null;
  onChange: (cents: number | null) => void;
  invalidMessage: string;
  /** The least price in cents (0 unless told otherwise): below it the input says so. */
  min?: number;
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
  min = 0,
  ...props
}: MoneyInputProps) {
  const { t, format } = useI18n();
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
      error={
        error ??
        (invalid
          ? invalidMessage
          : value !== null && value < min
            ? t('form.min', { min: format.money(min) })
            : undefined)
      }
    />
  );
}

export const FormMoneyInput = bindInput<MoneyInputProps>(MoneyInput, (value, onChange) => ({
  value: (value ?? null) as number | null,
  onChange,
}));

/**
 * The browser's own select, for a short fixed list where nothing needs searching: it needs no
 * popover code. `emptyLabel` is a first option meaning "none" (`null` in the form), such as
 * "all statuses" on a filter.
 */
export const FormNativeSelect = bindInput<NativeSelectProps & { emptyLabel?: string }>(
  function NativeSelectWithEmpty({ emptyLabel, data = [], ...props }) {
    return (
      <NativeSelect
        {...props}
        data={emptyLabel === undefined ? data : [{ value: '', label: emptyLabel }, ...data]}
      />
    );
  },
  (value, onChange) => ({
    value: (value ?? '') as string,
    onChange: (event) =>
      onChange(event.currentTarget.value === '' ? null : event.currentTarget.value),
  }),
);
