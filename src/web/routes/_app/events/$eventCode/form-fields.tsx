import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonTab } from '@/web/features/events/coming-soon-tab';

export const Route = createFileRoute('/_app/events/$eventCode/form-fields')({
  component: () => <ComingSoonTab label="tab.formFields" />,
});
