import { createFileRoute } from '@tanstack/react-router';
import { registrationFieldQueries } from '@/web/api/registration-fields';
import { RegistrationFieldsPage } from '@/web/features/registration-fields/registration-fields-page';

export const Route = createFileRoute('/_app/events/$eventCode/registration-fields')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(registrationFieldQueries.list(params.eventCode)),
  component: RegistrationFieldsRoute,
});

function RegistrationFieldsRoute() {
  const { eventCode } = Route.useParams();
  return <RegistrationFieldsPage eventCode={eventCode} />;
}
