import { createFileRoute } from '@tanstack/react-router';
import { hubCheckQueries } from '@/web/api/hub-check';
import { HubAboutPage } from '@/web/features/hub-about/hub-about-page';

/** "Sobre este hub": the dashboard server's check of the session's hub (issue 31). */
export const Route = createFileRoute('/_app/hub')({
  loader: ({ context }) => context.queryClient.ensureQueryData(hubCheckQueries.report()),
  component: HubAboutPage,
});
