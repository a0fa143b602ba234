import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { RouteError } from '@/web/components/route-error';
import { RoutePending } from '@/web/components/route-pending';
import { routeTree } from '@/web/route-tree.gen';

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient },
    history,
    // Loaders only warm the query cache; TanStack Query decides freshness.
    defaultPreloadStaleTime: 0,
    defaultPreload: 'intent',
    scrollRestoration: true,
    // Loaders fill the cache and pages read it with useSuspenseQuery: one pending view and one
    // error view (the hub's message, a retry) for every route, instead of a branch in each page.
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
