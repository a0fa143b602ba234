import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { DiscountsPage } from '@/web/features/discounts/discounts-page';
import { eventQueries } from '@/web/api/events';

export const Route = createFileRoute('/_app/events/$eventCode/discounts')({
  component: DiscountsRoute,
});

function DiscountsRoute() {
  const { eventCode } = Route.useParams();
  const { data: event } = useQuery(eventQueries.detail(eventCode));
  return event ? <DiscountsPage eventCode={eventCode} event={event} /> : null;
}
