import type { ComponentProps } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { LeaveGuard } from './leave-guard';

interface ContractFormProps<T extends FieldValues, Out> extends Omit<
  ComponentProps<'form'>,
  'noValidate'
> {
  /** The `form` of `useContractForm`: the inputs inside find their field through it. */
  form: UseFormReturn<T, unknown, Out>;
  /** Asks before unsaved edits are lost (on unless the form holds nothing worth keeping). */
  leaveGuard?: boolean;
}

/**
 * The `<form>` of a contract form: the schema validates, not the browser; leaving it with
 * unsaved edits asks first.
 */
export function ContractForm<T extends FieldValues, Out>({
  form,
  leaveGuard = true,
  children,
  ...props
}: ContractFormProps<T, Out>) {
  return (
    <FormProvider {...form}>
      <form noValidate {...props}>
        {children}
      </form>
      {leaveGuard && <LeaveGuard form={form} />}
    </FormProvider>
  );
}
