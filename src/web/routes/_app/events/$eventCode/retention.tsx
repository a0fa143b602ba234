import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { eventQueries } from '@/web/api/events';
import { retentionQueries } from '@/web/api/retention';
import { preloadRetentionForm, RetentionPage } from '@/web/features/retention/retention-page';

export const Route = createFileRoute('/_app/events/$eventCode/retention')({
  loader: ({ context, params }) => {
    void preloadRetentionForm();
    return context.queryClient.ensureQueryData(retentionQueries.detail(params.eventCode));
  },
  component: RetentionRoute,
});

function RetentionRoute() {
  const { eventCode } = Route.useParams();
  const { session } = Route.useRouteContext();
  const { data: event } = useSuspenseQuery(eventQueries.detail(eventCode));
  return (
    <RetentionPage eventCode={eventCode} event={event} extensions={session.extensions !== false} />
  );
}
