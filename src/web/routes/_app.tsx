import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionQueries } from '@/web/features/auth/session-queries';
import { AppLayout } from '@/web/app/app-layout';
import { setHubTimeZone } from '@/web/i18n/i18n';

export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    const session = await context.queryClient.ensureQueryData(sessionQueries.current());
    if (!session.signed_in)
      throw redirect({ to: '/sign-in', search: { redirect: location.href }, replace: true });
    setHubTimeZone(session.time_zone);
    return { session };
  },
  component: AppLayout,
});
