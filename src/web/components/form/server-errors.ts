import type { FieldPath, FieldValues, Resolver, UseFormSetError } from 'react-hook-form';
import { localizeHubText } from '@/web/i18n/hub-text';
import { isApiError } from '@/web/lib/api-client';
import { hubErrorSummary } from '@/web/lib/hub-error';

/**
 * A 422's `details` (`{"path.to.field": ["message"]}`) put on the form's fields, in the reader's
 * language. `toField` renames a hub path to the form's (e.g. `race_prices.12` ->
 * `prices.3.cents`) or drops it with null. Returns what matched no field, to be shown above the
 * form; with no details at all, what the error's code means.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly string[],
  toField: (hubPath: string) => string | null = (path) => path,
): string[] {
  if (!isApiError(error))
    return [error instanceof Error ? localizeHubText(error.message) : String(error)];
  const unmatched: string[] = [];
  const details = (error.details ?? {}) as Record<string, unknown>;
  let matched = 0;
  for (const [hubPath, messages] of Object.entries(details)) {
    if (typeof messages !== 'string' && !Array.isArray(messages)) continue;
    const text = (Array.isArray(messages) ? messages : [messages])
      .map((message) => localizeHubText(String(message)))
      .join(' ');
    const field = toField(hubPath);
    if (
      field !== null &&
      knownFields.some((known) => field === known || field.startsWith(`${known}.`))
    ) {
      setError(
        field as FieldPath<T>,
        { type: 'server', message: text },
        { shouldFocus: matched++ === 0 },
      );
    } else {
      unmatched.push(text);
    }
  }
  if (matched === 0 && unmatched.length === 0) unmatched.push(hubErrorSummary(error));
  return unmatched;
}

type Errors = Record<string, unknown>;

function localizeErrors(errors: Errors): Errors {
  return Object.fromEntries(
    Object.entries(errors).map(([name, value]) => {
      if (name === 'message' && typeof value === 'string') return [name, localizeHubText(value)];
      if (name === 'ref' || value === null || typeof value !== 'object') return [name, value];
      return [
        name,
        Array.isArray(value)
          ? value.map((v) => (v && typeof v === 'object' ? localizeErrors(v as Errors) : v))
          : localizeErrors(value as Errors),
      ];
    }),
  );
}

/**
 * The schema's messages (the contract's, in Portuguese) in the reader's language: wraps a form's
 * resolver, so every field, list and root error reads the same way.
 */
export function localizedResolver<I extends FieldValues, C, O>(
  resolver: Resolver<I, C, O>,
): Resolver<I, C, O> {
  return async (...args) => {
    const result = await resolver(...args);
    const errors = result.errors as Errors;
    return Object.keys(errors).length === 0
      ? result
      : ({ ...result, errors: localizeErrors(errors) } as typeof result);
  };
}
