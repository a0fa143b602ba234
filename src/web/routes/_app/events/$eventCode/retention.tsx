import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonTab } from '@/web/features/events/coming-soon-tab';

export const Route = createFileRoute('/_app/events/$eventCode/retention')({
  component: () => <ComingSoonTab label="tab.retention" />,
});
