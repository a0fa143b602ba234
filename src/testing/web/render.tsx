import { render as rtlRender } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { AppProviders } from '@/web/app/app-providers';
import { createQueryClient } from '@/web/app/query-client';
import { createAppRouter } from '@/web/app/router';
import { handleUnauthorized } from '@/web/app/unauthorized';
import { setLanguage } from '@/web/i18n/i18n';
import type { Language } from '@/web/i18n/messages';
import { setUnauthorizedHandler } from '@/web/lib/api-client';

interface RenderOptions {
  /** Where the app starts; without `ui` the real route tree renders this URL. */
  url?: string;
  language?: Language;
}

/**
 * The one render helper: Mantine, a fresh QueryClient, i18n and a memory-history router.
 * `render(<Thing />)` mounts a component inside a router; `render(null, { url })` the whole app.
 */
export function render(
  ui: ReactElement | null,
  { url = '/', language = 'pt-BR' }: RenderOptions = {},
) {
  setLanguage(language);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = ui
    ? (createRouter({
        routeTree: createRootRoute({ component: () => ui }),
        history,
        context: { queryClient },
      }) as unknown as ReturnType<typeof createAppRouter>)
    : createAppRouter(queryClient, history);
  setUnauthorizedHandler(() => handleUnauthorized(router, queryClient));
  const user = userEvent.setup();
  const result = rtlRender(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient, user };
}
