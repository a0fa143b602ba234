import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { sessionQueries } from '@/web/features/auth/session-queries';
import { eventQueries } from '@/web/api/events';
import { RetentionPage } from '@/web/features/retention/retention-page';

export const Route = createFileRoute('/_app/events/$eventCode/retention')({
  component: RetentionRoute,
});

function RetentionRoute() {
  const { eventCode } = Route.useParams();
  const { data: event } = useQuery(eventQueries.detail(eventCode));
  const { data: session } = useQuery(sessionQueries.current());
  return event ? (
    <RetentionPage eventCode={eventCode} event={event} extensions={session?.extensions !== false} />
  ) : null;
}
