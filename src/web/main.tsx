import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { handleUnauthorized } from './app/unauthorized';
import { languageReady, prepareFormats } from './i18n/i18n';
import { setUnauthorizedHandler } from './lib/api-client';

/** How long the first page may take to arrive before the app renders its pending view instead. */
const FIRST_LOAD_WAIT_MS = 800;

/*
 * Evaluating the entry's modules is one long task already: the app starts in a task of its own,
 * after the one that prepares its date formats (i18n.ts's `prepareFormats`).
 * The first page is loaded (its chunks, its data) before anything renders, then rendered in a
 * transition: React renders it in slices that let the browser breathe, where a router update
 * after mounting renders shell and page in one blocking task. A load slower than
 * FIRST_LOAD_WAIT_MS renders at once, and the router shows its pending view as on any visit.
 */
async function start() {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  setUnauthorizedHandler(() => handleUnauthorized(router, queryClient));
  const firstLoad = Promise.race([
    router.load().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FIRST_LOAD_WAIT_MS)),
  ]);
  await Promise.all([languageReady(), firstLoad]);
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

setTimeout(prepareFormats, 0);
setTimeout(() => void start(), 0);
