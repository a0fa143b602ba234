import { createFileRoute } from '@tanstack/react-router';
import { EventOverview } from '@/web/features/events/event-overview';

export const Route = createFileRoute('/_app/events/$eventCode/')({
  component: OverviewRoute,
});

function OverviewRoute() {
  const { eventCode } = Route.useParams();
  return <EventOverview eventCode={eventCode} />;
}
