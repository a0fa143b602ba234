import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod/mini';
// Zod's own messages in the reader's language, set before the first form checks anything.
import '@/web/i18n/zod-messages';
import { applyServerErrors, localizedResolver } from './server-errors';

/** A schema of the contract (or a form shape built on it): what the inputs hold in, the body out. */
type FormSchema = z.core.$ZodType<unknown, FieldValues>;

export interface ContractFormOptions<S extends FormSchema> {
  schema: S;
  /** Server data is only the starting value: the form renders once it is there. */
  defaultValues: z.input<S>;
  /** Words for an empty or mistyped input; the schema's other messages stay. */
  typeError?: string;
  /**
   * A hub path as the form names it (`race_prices.12` -> `race_prices.3.cents`), or null for
   * one the form does not show. The form's current values help to find it.
   */
  toField?: (hubPath: string, values: z.input<S>) => string | null;
}

export interface ContractForm<S extends FormSchema> {
  form: UseFormReturn<z.input<S>, unknown, z.output<S>>;
  /** `onSubmit` of the `<form>`: the schema first, then `onValid` with the parsed body. */
  submit: (onValid: (body: z.output<S>) => void) => ReturnType<UseFormReturn['handleSubmit']>;
  /** A failed write: a 422's details go on their fields, the rest to `serverErrors`. */
  showServerError: (error: unknown) => void;
  /** What the hub said that matches no field, for the alert above the form. */
  serverErrors: string[];
  clearServerErrors: () => void;
}

/**
 * react-hook-form set up the same way in every form: validated by the contract's schema, with
 * the hub's 422 put back on the fields it names (any top-level field of `defaultValues`).
 */
export function useContractForm<S extends FormSchema>({
  schema,
  defaultValues,
  typeError,
  toField,
}: ContractFormOptions<S>): ContractForm<S> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: localizedResolver(
      zodResolver(
        schema,
        typeError === undefined
          ? undefined
          : { error: (issue) => (issue.code === 'invalid_type' ? typeError : undefined) },
      ),
    ),
    defaultValues: defaultValues as DefaultValues<z.input<S>>,
  });
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const fields = Object.keys(defaultValues);

  const showServerError = (error: unknown) =>
    setServerErrors(
      applyServerErrors(
        error,
        form.setError,
        fields,
        toField && ((path) => toField(path, form.getValues())),
      ),
    );

  const submit: ContractForm<S>['submit'] = (onValid) =>
    form.handleSubmit((body) => {
      setServerErrors([]);
      onValid(body);
    });

  const clearServerErrors = () => setServerErrors([]);

  return { form, submit, showServerError, serverErrors, clearServerErrors };
}
