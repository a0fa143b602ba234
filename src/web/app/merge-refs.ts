import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * floating-ui's `useMergeRefs`, for Mantine's `ScrollArea`, which imports floating-ui only for
 * it (vite.config.ts points that one import here): every `Table` brings `ScrollArea` (its
 * `ScrollContainer`), and with it the whole positioning library that only popovers, tooltips
 * and selects use. Mantine's own hook merges the refs the same way.
 */
export function useMergeRefs<T>(refs: (Ref<T> | undefined)[]) {
  return useMergedRef(...refs);
}
