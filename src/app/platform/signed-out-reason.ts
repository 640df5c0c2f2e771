/**
 * Why the session ended (an administrator forced it offline, it expired), kept for the sign-in page
 * the user is sent to: there it stays in view until they sign in (a 1.5 s toast, as the spec times
 * messages, is gone before it is read). Per tab (sessionStorage), until the next sign-in.
 */
const KEY = 'signedOutReason';

export function rememberSignedOutReason(message: string): void {
  sessionStorage.setItem(KEY, message);
}

export function signedOutReason(): string | null {
  return sessionStorage.getItem(KEY);
}

export function forgetSignedOutReason(): void {
  sessionStorage.removeItem(KEY);
}
