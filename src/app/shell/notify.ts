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
