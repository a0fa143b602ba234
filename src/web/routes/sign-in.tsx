import { createFileRoute, redirect } from '@tanstack/react-router';
import { SignInPage } from '@/web/features/auth/sign-in-page';
import { sessionQueries } from '@/web/features/auth/session-queries';
import { safeRedirect } from '@/web/lib/safe-redirect';
import { flagSearch, searchOf } from '@/web/lib/page-search';

const signInSearchSchema = searchOf({
  // Where to go back to; safeRedirect keeps it on this site.
  redirect: (value: unknown) =>
    typeof value === 'string' && value.length <= 2000 ? value : undefined,
  expired: flagSearch,
});

export const Route = createFileRoute('/sign-in')({
  validateSearch: signInSearchSchema,
  beforeLoad: async ({ context, search }) => {
    const session = await context.queryClient.ensureQueryData(sessionQueries.current());
    if (session.signed_in) throw redirect({ href: safeRedirect(search.redirect), replace: true });
  },
  head: () => ({ meta: [{ title: 'Entrar · Console do hub' }] }),
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect: target, expired } = Route.useSearch();
  return <SignInPage redirect={target} expired={expired} />;
}
