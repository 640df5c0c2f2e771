import { ApiError } from '../api/client.ts';
import { tokenStore } from '../api/token.ts';

const ANSWER = 'answer:';

/**
 * The device's store, loaded on first use: the sign-in page and the app's first paint do without
 * Dexie (a chunk of its own), which arrives with the first answer to remember.
 */
const deviceDb = async () => (await import('./instance.ts')).offlineDb;

/**
 * Loads through `load`, remembering the answer for this session on the device; with no network the
 * remembered answer stands in, so pages open offline with their last data. Answers are tied to the
 * session token: another user signing in on the device never sees them.
 */
export async function withOfflineAnswer<T>(key: string, load: () => Promise<T>): Promise<T> {
  const token = tokenStore.get() ?? '';
  try {
    const data = await load();
    await (await deviceDb()).meta.put({ key: ANSWER + key, value: { token, data } }).catch(() => undefined);
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) {
      const entry = await (await deviceDb()).meta.get(ANSWER + key).catch(() => undefined);
      const value = entry?.value as { token?: string; data?: T } | undefined;
      if (value?.token === token && value.data !== undefined) return value.data;
    }
    throw error;
  }
}

/** Signing out forgets the session's remembered answers; the outbox and pulled rows stay for the user's return. */
export async function forgetAnswers(): Promise<void> {
  await (await deviceDb()).meta.where('key').startsWith(ANSWER).delete();
}
