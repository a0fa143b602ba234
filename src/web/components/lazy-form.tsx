import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';

/**
 * Where a form will be while its code loads (a tab's form loads after what the tab shows
 * first): rows of fields the size of the form's, so nothing jumps when it arrives.
 */
export function FormPending({ rows = 3 }: { rows?: number }) {
  return (
    <Stack gap="lg" aria-busy="true" data-testid="form-pending">
      {Array.from({ length: rows }, (_, row) => (
        <SimpleGrid key={row} cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {Array.from({ length: 4 }, (__, field) => (
            <Stack key={field} gap={6}>
              <Skeleton height={14} width="50%" radius="sm" />
              <Skeleton height={36} radius="sm" />
            </Stack>
          ))}
        </SimpleGrid>
      ))}
    </Stack>
  );
}

/**
 * A tab's form fetched after what the tab shows first (its list, its matrix): the form's code,
 * the form library and its selects load on their own, `FormPending` in its place meanwhile.
 * `lazyForm(() => import('./race-form').then((m) => m.RaceForm))`.
 * A tab that is its form calls `preload()` from its route's loader, so the form's code comes
 * while the tab's data does, not after it.
 */
export function lazyForm<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { rows }: { rows?: number } = {},
) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load().then((component) => ({ default: component })));
  const Form = lazy(preload);
  function LazyForm(props: P) {
    return (
      <Suspense fallback={<FormPending rows={rows} />}>
        <Form {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyForm, { preload });
}
