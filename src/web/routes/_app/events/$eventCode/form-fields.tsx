import { createFileRoute } from '@tanstack/react-router';
import { FormFieldsPage } from '@/web/features/form-fields/form-fields-page';

export const Route = createFileRoute('/_app/events/$eventCode/form-fields')({
  component: FormFieldsRoute,
});

function FormFieldsRoute() {
  const { eventCode } = Route.useParams();
  return <FormFieldsPage eventCode={eventCode} />;
}
