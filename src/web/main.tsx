import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { handleUnauthorized } from './app/unauthorized';
import { languageReady } from './i18n/i18n';
import { setUnauthorizedHandler } from './lib/api-client';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
setUnauthorizedHandler(() => handleUnauthorized(router, queryClient));

void languageReady().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
