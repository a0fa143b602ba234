import { MultiSelect, Select, type MultiSelectProps, type SelectProps } from '@mantine/core';
import { bindInput } from './bindings';

export const FormSelect = bindInput<SelectProps>(Select, (value, onChange) => ({
  value: (value ?? null) as string | null,
  onChange: (next) => onChange(next ?? null),
}));

export const FormMultiSelect = bindInput<MultiSelectProps>(MultiSelect, (value, onChange) => ({
  value: (value ?? []) as string[],
  onChange,
}));
