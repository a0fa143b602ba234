import { createFileRoute } from '@tanstack/react-router';
import { eventQueries } from '@/web/api/events';
import { raceQueries } from '@/web/api/races';
import { racesSearchSchema } from '@/web/features/races/races-search';
import { preloadCategories, RacesPage } from '@/web/features/races/races-page';

export const Route = createFileRoute('/_app/events/$eventCode/races')({
  validateSearch: racesSearchSchema,
  loader: ({ context, params }) => {
    void preloadCategories();
    return Promise.all([
      context.queryClient.ensureQueryData(raceQueries.list(params.eventCode)),
      context.queryClient.ensureQueryData(raceQueries.modalities()),
      context.queryClient.ensureQueryData(eventQueries.detail(params.eventCode)),
    ]);
  },
  component: RacesRoute,
});

const relatedKeys = [eventQueries.details()];

function RacesRoute() {
  const { eventCode } = Route.useParams();
  const { session } = Route.useRouteContext();
  const { edit, race } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RacesPage
      eventCode={eventCode}
      relatedKeys={relatedKeys}
      extensions={session.extensions !== false}
      edit={edit}
      onEditClosed={() =>
        void navigate({ search: (prev) => ({ ...prev, edit: undefined }), replace: true })
      }
      categoriesOf={race}
      onCategoriesOfChange={(next) =>
        void navigate({ search: (prev) => ({ ...prev, race: next }), replace: true })
      }
    />
  );
}
