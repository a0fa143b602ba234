import { createFileRoute, notFound } from '@tanstack/react-router';
import { EventLayout } from '@/web/features/events/event-layout';
import { EventNotFound } from '@/web/features/events/event-not-found';
import { eventQueries } from '@/web/api/events';
import { EVENT_FEATURES } from '@/web/i18n/event-messages';
import { addMessages } from '@/web/i18n/messages';
import { isNotFound } from '@/web/lib/api-client';

export const Route = createFileRoute('/_app/events/$eventCode')({
  // The tabs' labels travel in this route's chunk (the loader is split with the component).
  loader: async ({ context, params }) => {
    addMessages(EVENT_FEATURES);
    try {
      return await context.queryClient.ensureQueryData(eventQueries.detail(params.eventCode));
    } catch (error) {
      // No such event: the page says which, and leads back to the list (not a retry).
      if (isNotFound(error)) throw notFound();
      throw error;
    }
  },
  component: EventRoute,
  notFoundComponent: EventNotFoundRoute,
});

function EventRoute() {
  const { eventCode } = Route.useParams();
  return <EventLayout eventCode={eventCode} />;
}

function EventNotFoundRoute() {
  const { eventCode } = Route.useParams();
  return <EventNotFound eventCode={eventCode} />;
}
