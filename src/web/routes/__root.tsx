import { VisuallyHidden } from '@mantine/core';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useNavigationFocus } from '@/web/app/page-focus';
import { NotFoundPage } from '@/web/components/not-found-page';

/** What every route's loader gets: the one query client it warms. */
export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
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
