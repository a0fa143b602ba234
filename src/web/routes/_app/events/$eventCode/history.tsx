import { createFileRoute } from '@tanstack/react-router';
import { historyQueries } from '@/web/api/history';
import { HistoryPage } from '@/web/features/history/history-page';

export const Route = createFileRoute('/_app/events/$eventCode/history')({
  loader: ({ context, params }) =>
    context.queryClient.ensureInfiniteQueryData(historyQueries.pages(params.eventCode, {})),
  component: HistoryRoute,
});

function HistoryRoute() {
  const { eventCode } = Route.useParams();
  return <HistoryPage eventCode={eventCode} />;
}
