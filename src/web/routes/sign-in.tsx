import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { SignInPage } from '@/web/features/auth/sign-in-page';
import { sessionQueries } from '@/web/features/auth/session-queries';
import { safeRedirect } from '@/web/lib/safe-redirect';
import { lazySchema } from '@/web/lib/page-search';

const signInSearchSchema = lazySchema(() =>
  z.object({
    redirect: z.catch(z.optional(z.string().check(z.maxLength(2000))), undefined),
    expired: z.catch(z.optional(z.boolean()), undefined),
  }),
);

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
