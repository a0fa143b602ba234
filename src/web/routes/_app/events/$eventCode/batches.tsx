import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonTab } from '@/web/features/events/coming-soon-tab';

export const Route = createFileRoute('/_app/events/$eventCode/batches')({
  component: () => <ComingSoonTab label="tab.batches" />,
});
