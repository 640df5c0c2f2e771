import { Notifications } from '@mantine/notifications';
import classes from './notification-container.module.css';

/** Loaded after the first screen by NotificationHost. Toasts keep clear of the header: they covered the connection badge and search. */
export default function NotificationContainer() {
  return <Notifications position="top-center" classNames={{ root: classes.root }} />;
}
