import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/web/lib/api-client';

/**
 * A 422's `details` (`{"path.to.field": ["message"]}`) put on the form's fields. `toField`
 * renames a hub path to the form's (e.g. `race_prices.12` -> `prices.3.cents`) or drops it
 * with null. Returns what matched no field, to be shown above the form.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly string[],
  toField: (hubPath: string) => string | null = (path) => path,
): string[] {
  if (!isApiError(error)) return [error instanceof Error ? error.message : String(error)];
  const unmatched: string[] = [];
  const details = (error.details ?? {}) as Record<string, unknown>;
  let matched = 0;
  for (const [hubPath, messages] of Object.entries(details)) {
    const text = Array.isArray(messages) ? messages.map(String).join(' ') : String(messages);
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
  if (matched === 0 && unmatched.length === 0) unmatched.push(error.message);
  return unmatched;
}
