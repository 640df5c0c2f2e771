import { notifications } from '@mantine/notifications';
import { MESSAGE_DURATION_MS } from '../../shared/constants.ts';

/** Error toast as the spec times it: 1.5 s. */
export function notifyError(message: string): void {
  notifications.show({ color: 'red', message, autoClose: MESSAGE_DURATION_MS });
}

/** Success toast, timed like an error's. */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: MESSAGE_DURATION_MS });
}

/** Warning toast: something the user asked for cannot happen here, and what to do instead (kept longer, to be read). */
export function notifyWarning(message: string): void {
  notifications.show({ color: 'orange', message, autoClose: 6000 });
}
