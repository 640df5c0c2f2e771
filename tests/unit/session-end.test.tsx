import { afterEach, describe, expect, it } from 'vitest';
import { announceSessionEnded, ApiError, endSessionFromServer, onSessionEnded } from '../../src/app/api/client.ts';
import { tokenStore } from '../../src/app/api/token.ts';
import { BUSINESS_CODE } from '../../src/shared/constants.ts';

let stopListening: () => void = () => undefined;
afterEach(() => stopListening());

describe('the end of a session', () => {
  it('is said once: answers to calls still under way repeat it in other words and are not shown again', () => {
    tokenStore.set('session-token');
    const heard: string[] = [];
    stopListening = onSessionEnded((error) => heard.push(error.message));
    endSessionFromServer('You were signed out by an administrator. Please sign in again.');
    announceSessionEnded(new ApiError(401, BUSINESS_CODE.sessionExpired, 'Your session has expired.'));
    expect(heard).toEqual(['You were signed out by an administrator. Please sign in again.']);
    expect(tokenStore.get()).toBeNull();
    // A new session ends on its own terms.
    tokenStore.set('next-token');
    announceSessionEnded(new ApiError(401, BUSINESS_CODE.sessionExpired, 'Your session has expired.'));
    expect(heard).toHaveLength(2);
  });
});
