import type { TooltipProps } from '@mantine/core';
import { lazy, Suspense, type ReactElement } from 'react';

// Through a module of its own: a dynamic import of '@mantine/core' would keep the whole barrel.
const Tooltip = lazy(() => import('./tooltip').then((m) => ({ default: m.Tooltip })));

/**
 * Mantine's Tooltip, fetched after the first render: it brings the floating-ui positioning
 * engine, too heavy for the shell every page loads. Until then the target shows without it.
 */
export function LazyTooltip({ children, ...props }: TooltipProps & { children: ReactElement }) {
  return (
    <Suspense fallback={children}>
      <Tooltip {...props}>{children}</Tooltip>
    </Suspense>
  );
}
