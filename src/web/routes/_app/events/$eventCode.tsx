import { createFileRoute } from '@tanstack/react-router';
import { EventLayout } from '@/web/features/events/event-layout';
import { eventQueries } from '@/web/api/events';
import { EVENT_FEATURES } from '@/web/i18n/event-messages';
import { addMessages } from '@/web/i18n/messages';

export const Route = createFileRoute('/_app/events/$eventCode')({
  // The tabs' labels travel in this route's chunk (the loader is split with the component).
  loader: ({ context, params }) => {
    addMessages(EVENT_FEATURES);
    return context.queryClient.ensureQueryData(eventQueries.detail(params.eventCode));
  },
  component: EventRoute,
});

function EventRoute() {
  const { eventCode } = Route.useParams();
  return <EventLayout eventCode={eventCode} />;
}
