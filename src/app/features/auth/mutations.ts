import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OAUTH_CLIENT } from '../../../shared/constants.ts';
import { lockScreen, login, logout } from '../../../shared/contracts/auth.ts';
import { call, signOutWith } from '../../api/client.ts';
import { tokenStore } from '../../api/token.ts';
import { settingsStore } from '../../shell/settings/settings-store.ts';
import { currentUserQuery, sessionKeys } from '../../platform/current-user.ts';
import { settleLanguageAtSignIn } from './sign-in-language.ts';

export interface Credentials {
  account: string;
  password: string;
}

/** The MD5 digest the server compares (JNPF's wire format); spark-md5 loads when a password is sent, not with the sign-in page. */
async function md5Of(password: string): Promise<string> {
  return (await import('spark-md5')).default.hash(password);
}

/** Marks a sign-in that just happened, so the shell can show the last-login notice once. */
export const FROM_LOGIN_KEY = 'fromLogin';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { inlineError: true },
    mutationFn: async ({ account, password }: Credentials) =>
      call(login, {
        body: {
          account: account.trim(),
          password: await md5Of(password),
          origin: 'password',
          timestamp: Date.now(),
          client_id: OAUTH_CLIENT.id,
          client_secret: OAUTH_CLIENT.secret,
          scope: OAUTH_CLIENT.scope,
          grant_type: OAUTH_CLIENT.grantType,
        },
      }),
    onSuccess: async ({ token, theme }) => {
      tokenStore.set(token);
      // The layout the user chose last time (the server only answers valid ones).
      settingsStore.set({ layoutType: theme });
      sessionStorage.setItem(FROM_LOGIN_KEY, '1');
      await queryClient.resetQueries({ queryKey: sessionKeys.all });
      // The screens speak the account's language from the first signed-in page on. Were it not to be
      // had now, the sign-in still stands: the page loads the user again and says why if it fails.
      const user = await queryClient.fetchQuery(currentUserQuery()).catch(() => null);
      if (user) await settleLanguageAtSignIn(user.userInfo.language).catch(() => undefined);
    },
  });
}

/** Ends the session on the server (best effort), then forgets everything local to it. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { inlineError: true },
    mutationFn: () => signOutWith(() => call(logout).catch(() => undefined)),
    onSettled: () => {
      tokenStore.clear();
      queryClient.clear();
    },
  });
}

/** Locks the session on the server; the guard then keeps the user on /lockScreen, across reloads. */
export function useLockScreen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(lockScreen, { body: {} }),
    onSuccess: async () => {
      tokenStore.setLocked(true);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.currentUser() });
    },
  });
}

export function useUnlock() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { inlineError: true },
    mutationFn: async ({ account, password }: Credentials) => call(lockScreen, { body: { account, password: await md5Of(password) } }),
    onSuccess: async () => {
      tokenStore.setLocked(false);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.currentUser() });
    },
  });
}
