import { VisuallyHidden } from '@mantine/core';
import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useNavigationFocus } from '@/web/app/page-focus';

/** What every route's loader gets: the one query client it warms. */
export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // Loaded when an address is unknown: its page is in no route's first load.
  notFoundComponent: lazyRouteComponent(
    () => import('@/web/components/not-found-page'),
    'NotFoundPage',
  ),
});

/** Every page: after a navigation, focus on its heading and its title announced. */
function Root() {
  const announcement = useNavigationFocus();
  return (
    <>
      <Outlet />
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
