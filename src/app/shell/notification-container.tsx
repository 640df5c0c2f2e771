import { Notifications } from '@mantine/notifications';

/** Loaded after the first screen by NotificationHost. */
export default function NotificationContainer() {
  return <Notifications position="top-center" />;
}
