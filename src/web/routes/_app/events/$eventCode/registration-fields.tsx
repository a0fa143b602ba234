import { createFileRoute } from '@tanstack/react-router';
import { RegistrationFieldsPage } from '@/web/features/registration-fields/registration-fields-page';

export const Route = createFileRoute('/_app/events/$eventCode/registration-fields')({
  component: RegistrationFieldsRoute,
});

function RegistrationFieldsRoute() {
  const { eventCode } = Route.useParams();
  return <RegistrationFieldsPage eventCode={eventCode} />;
}
