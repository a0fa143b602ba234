import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonTab } from '@/web/features/events/coming-soon-tab';

export const Route = createFileRoute('/_app/events/$eventCode/races')({
  component: () => <ComingSoonTab label="tab.races" />,
});
