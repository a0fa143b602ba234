import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { eventQueries } from '@/web/api/events';
import { legalDiscountQueries } from '@/web/api/legal-discounts';
import {
  LegalDiscountsPage,
  preloadDiscountsForm,
} from '@/web/features/legal-discounts/legal-discounts-page';

export const Route = createFileRoute('/_app/events/$eventCode/legal-discounts')({
  loader: ({ context, params }) => {
    void preloadDiscountsForm();
    return context.queryClient.ensureQueryData(legalDiscountQueries.list(params.eventCode));
  },
  component: LegalDiscountsRoute,
});

/* The event (its batch prices make the examples) is the layout's: read, not loaded again. */
function LegalDiscountsRoute() {
  const { eventCode } = Route.useParams();
  const { data: event } = useSuspenseQuery(eventQueries.detail(eventCode));
  return <LegalDiscountsPage eventCode={eventCode} event={event} />;
}
