import { TextInput } from '@mantine/core';
import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type * as DateBindings from './date-bindings';

const load = () => import('./date-bindings');
// `lazy` drops the bound inputs' generic form type; they are the same components.
const LazyDateTime = lazy(() =>
  load().then((m) => ({ default: m.FormDateTimeInput })),
) as unknown as typeof DateBindings.FormDateTimeInput;
const LazyDate = lazy(() =>
  load().then((m) => ({ default: m.FormDateInput })),
) as unknown as typeof DateBindings.FormDateInput;

type Props<T extends FieldValues> = ComponentProps<typeof DateBindings.FormDateInput<T>>;

/** While the pickers load: the same label and help over an input that waits, so nothing moves. */
function Waiting({
  label,
  help,
  withAsterisk,
}: {
  label?: ReactNode;
  help?: ReactNode;
  withAsterisk?: boolean;
}) {
  return (
    <TextInput
      label={label}
      description={help}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      withAsterisk={withAsterisk}
      disabled
      aria-busy
    />
  );
}

/**
 * The date fields of the forms, with @mantine/dates and dayjs fetched the first time a form
 * with a date renders (date-bindings.tsx), not with the tab.
 */
export function FormDateTimeInput<T extends FieldValues>(props: Props<T>) {
  return (
    <Suspense fallback={<Waiting {...props} />}>
      <LazyDateTime {...props} />
    </Suspense>
  );
}

export function FormDateInput<T extends FieldValues>(props: Props<T>) {
  return (
    <Suspense fallback={<Waiting {...props} />}>
      <LazyDate {...props} />
    </Suspense>
  );
}
