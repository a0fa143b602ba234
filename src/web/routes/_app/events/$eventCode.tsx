import { createFileRoute } from '@tanstack/react-router';
import { EventLayout } from '@/web/features/events/event-layout';
import { eventQueries } from '@/web/features/events/event-queries';

export const Route = createFileRoute('/_app/events/$eventCode')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(eventQueries.detail(params.eventCode)),
  component: EventRoute,
});

function EventRoute() {
  const { eventCode } = Route.useParams();
  return <EventLayout eventCode={eventCode} />;
}
