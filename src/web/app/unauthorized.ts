import type { QueryClient } from '@tanstack/react-query';
import { sessionQueries, signedOutSession } from '@/web/features/auth/session-queries';
import type { createAppRouter } from './router';

/** A 401 after sign-in (key revoked, session expired): back to sign-in, keeping the URL. */
export function handleUnauthorized(
  router: ReturnType<typeof createAppRouter>,
  queryClient: QueryClient,
) {
  const location = router.state.location;
  if (location.pathname === '/sign-in') return;
  queryClient.setQueryData(sessionQueries.current().queryKey, signedOutSession);
  void router.navigate({
    to: '/sign-in',
    search: { redirect: location.href, expired: true },
    replace: true,
  });
}
