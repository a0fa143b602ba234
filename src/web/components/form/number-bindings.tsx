import { TextInput, type TextInputProps } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useI18n } from '@/web/i18n/i18n';
import { bindInput, type Bound } from './bindings';
import { caretAfter, draftOf, stepped, textOf, type NumberFormat } from './number-text';

export interface NumberFieldProps extends Omit<
  TextInputProps,
  'value' | 'onChange' | 'defaultValue'
> {
  /** `''` when empty. */
  value: number | '';
  onChange: (value: number | '') => void;
  min?: number;
  max?: number;
  /** Whole numbers only (counts, days). */
  allowDecimal?: boolean;
  /** Decimal places kept (3 unless told otherwise). */
  decimalScale?: number;
  decimalSeparator?: string;
  thousandSeparator?: string;
  allowNegative?: boolean;
  suffix?: string;
}

/**
 * A number typed as text, in the form's separators, with the arrow keys stepping by one. A sign or
 * a number out of `min`/`max` is kept as typed and said under the input, never changed behind
 * the person's back. (Mantine's NumberInput does the same with a formatting library of its own,
 * which every form paid for.)
 */
export function NumberField({
  value,
  onChange,
  min,
  max,
  allowDecimal = true,
  decimalScale = 3,
  decimalSeparator = ',',
  thousandSeparator,
  allowNegative = true,
  suffix = '',
  error,
  onKeyDown,
  ...props
}: NumberFieldProps) {
  const { t, format: formatOf } = useI18n();
  const format: NumberFormat = {
    decimalSeparator,
    thousandSeparator,
    decimalScale: allowDecimal ? decimalScale : 0,
    allowNegative,
    suffix,
  };
  const [text, setText] = useState(() => textOf(value, format));
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    // Follow changes made from outside (a reset, a value filled in), not our own keystrokes.
    setSeen(value);
    if (draftOf(text, format).value !== value) setText(textOf(value, format));
  }
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current === null || document.activeElement !== input.current) return;
    input.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [text]);

  const change = (typed: string, at: number | null) => {
    const draft = draftOf(typed, format);
    caret.current = at === null ? null : caretAfter(typed, at, draft.text, format);
    setText(draft.text);
    setSeen(draft.value);
    if (draft.value !== value) onChange(draft.value);
  };
  // A fraction in a whole-number input ("7,5") is said in words before the form's check does.
  const fraction =
    !allowDecimal && typeof value === 'number' && !Number.isInteger(value)
      ? t('form.whole')
      : undefined;
  const outside =
    typeof value !== 'number'
      ? undefined
      : typeof min === 'number' && value < min
        ? t('form.min', { min: formatOf.number(min) })
        : typeof max === 'number' && value > max
          ? t('form.max', { max: formatOf.number(max) })
          : undefined;
  return (
    <TextInput
      inputMode={allowDecimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      {...props}
      ref={input}
      value={text}
      onChange={(event) => change(event.currentTarget.value, event.currentTarget.selectionStart)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        const next = stepped(value, event.key === 'ArrowUp' ? 1 : -1, format);
        change(textOf(next, format), null);
      }}
      error={fraction ?? error ?? outside}
    />
  );
}

/** Empty is `null` (an optional number), never `''` or 0. */
export const FormNumberInput = bindInput<NumberFieldProps>(NumberField, (value, onChange) => ({
  value: typeof value === 'number' ? value : '',
  onChange: (next) => onChange(next === '' ? null : next),
}));

/** A whole number, 0 or more unless `min` says otherwise (`thousandSeparator="."` for counts). */
export function FormIntegerInput<T extends FieldValues>(props: Bound<T, NumberFieldProps>) {
  return <FormNumberInput min={0} allowDecimal={false} {...props} />;
}

/** A decimal written with a comma (`10,5`), 0 or more, three places unless told otherwise. */
export function FormDecimalInput<T extends FieldValues>(props: Bound<T, NumberFieldProps>) {
  return <FormNumberInput min={0} decimalScale={3} {...props} />;
}
