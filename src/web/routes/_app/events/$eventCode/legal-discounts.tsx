import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { LegalDiscountsPage } from '@/web/features/legal-discounts/legal-discounts-page';
import { eventQueries } from '@/web/api/events';

export const Route = createFileRoute('/_app/events/$eventCode/legal-discounts')({
  component: LegalDiscountsRoute,
});

function LegalDiscountsRoute() {
  const { eventCode } = Route.useParams();
  const { data: event } = useQuery(eventQueries.detail(eventCode));
  return event ? <LegalDiscountsPage eventCode={eventCode} event={event} /> : null;
}
