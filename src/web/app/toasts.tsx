import { Notifications } from '@mantine/notifications';

/** The toast container, loaded after the first render: `notifications.show` queues until then. */
export function Toasts() {
  return <Notifications position="top-right" />;
}
