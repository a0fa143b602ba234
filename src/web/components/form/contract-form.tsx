import type { ComponentProps } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';

interface ContractFormProps<T extends FieldValues, Out> extends Omit<
  ComponentProps<'form'>,
  'noValidate'
> {
  /** The `form` of `useContractForm`: the inputs inside find their field through it. */
  form: UseFormReturn<T, unknown, Out>;
}

/** The `<form>` of a contract form: the schema validates, not the browser. */
export function ContractForm<T extends FieldValues, Out>({
  form,
  children,
  ...props
}: ContractFormProps<T, Out>) {
  return (
    <FormProvider {...form}>
      <form noValidate {...props}>
        {children}
      </form>
    </FormProvider>
  );
}
