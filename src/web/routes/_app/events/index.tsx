import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useState } from 'react';
import { PAGE_DEFAULT, PER_PAGE_DEFAULT } from '@/contract/limits';
import { eventQueries } from '@/web/api/events';
import { EventsPage, eventListParams } from '@/web/features/events/events-page';
import { eventsSearchSchema } from '@/web/features/events/events-search';
import type { EventDialogProps } from '@/web/features/event-settings/event-dialog';
import { lazyDialog } from '@/web/components/lazy-dialog';

export const Route = createFileRoute('/_app/events/')({
  validateSearch: eventsSearchSchema,
  search: { middlewares: [stripSearchParams({ page: PAGE_DEFAULT, per_page: PER_PAGE_DEFAULT })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(
      eventQueries.list(eventListParams(deps, context.session.extensions !== false)),
    ),
  component: EventsRoute,
});

const EventDialog = lazyDialog(
  () => import('@/web/features/event-settings/event-dialog').then((m) => m.EventDialogImpl),
  (props: EventDialogProps) => props.opened,
);

function EventsRoute() {
  const search = Route.useSearch();
  const { session } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <EventsPage
        search={search}
        extensions={session.extensions !== false}
        onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
        onNewEvent={() => setCreating(true)}
      />
      <EventDialog
        opened={creating}
        extensions={session.extensions !== false}
        onClose={() => setCreating(false)}
        onSaved={(event) =>
          void navigate({ to: '/events/$eventCode', params: { eventCode: event.code } })
        }
      />
    </>
  );
}
