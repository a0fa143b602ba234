import { createFileRoute } from '@tanstack/react-router';
import { eventQueries } from '@/web/api/events';
import { raceQueries } from '@/web/api/races';
import { RacesPage } from '@/web/features/races/races-page';

export const Route = createFileRoute('/_app/events/$eventCode/races')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(raceQueries.list(params.eventCode)),
      context.queryClient.ensureQueryData(raceQueries.modalities()),
    ]),
  component: RacesRoute,
});

const relatedKeys = [eventQueries.details()];

function RacesRoute() {
  const { eventCode } = Route.useParams();
  return <RacesPage eventCode={eventCode} relatedKeys={relatedKeys} />;
}
