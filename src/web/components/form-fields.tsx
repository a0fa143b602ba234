import {
  PasswordInput,
  TextInput,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type Bound<T extends FieldValues, P> = Omit<
  P,
  'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'name'
> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** react-hook-form to Mantine: the field's own error message goes to Mantine's `error`. */
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
