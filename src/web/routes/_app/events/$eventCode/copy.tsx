import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { batchQueries } from '@/web/api/batches';
import { eventQueries } from '@/web/api/events';
import { legalDiscountQueries } from '@/web/api/legal-discounts';
import { prizeRuleQueries } from '@/web/api/prize-rules';
import { raceQueries } from '@/web/api/races';
import { registrationFieldQueries } from '@/web/api/registration-fields';
import { retentionQueries } from '@/web/api/retention';
import { vacancyQueries } from '@/web/api/vacancy';
import { CopyConfigPage } from '@/web/features/event-config/copy-page';

export const Route = createFileRoute('/_app/events/$eventCode/copy')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(eventQueries.detail(params.eventCode)),
  component: CopyRoute,
});

/*
 * Applying a file writes races (their categories with them), batches, fields, discounts,
 * payouts and prize rules: every tab of them.
 */
const invalidates = [
  eventQueries.all(),
  raceQueries.all(),
  batchQueries.all(),
  registrationFieldQueries.all(),
  legalDiscountQueries.all(),
  retentionQueries.all(),
  prizeRuleQueries.all(),
  vacancyQueries.all(),
];

function CopyRoute() {
  const { eventCode } = Route.useParams();
  const { session } = Route.useRouteContext();
  const { data: event } = useSuspenseQuery(eventQueries.detail(eventCode));
  return (
    <CopyConfigPage
      event={event}
      extensions={session.extensions !== false}
      invalidates={invalidates}
    />
  );
}
