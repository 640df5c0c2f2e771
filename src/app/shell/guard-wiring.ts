import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser, MenuItem } from '../../shared/contracts/current-user.ts';
import { logout } from '../../shared/contracts/auth.ts';
import { MENU_TYPE } from '../../shared/constants.ts';
import { decide, type GuardDecision, type GuardUser } from '../../shared/domain/guard.ts';
import { accountKindOfUser } from '../../shared/domain/roles.ts';
import { menuPath } from '../../shared/domain/menu-routes.ts';
import { ApiError, call, endsSession } from '../api/client.ts';
import { tokenStore } from '../api/token.ts';
import { handOverStore } from '../features/auth/hand-over.ts';
import { currentUserQuery } from '../platform/current-user.ts';
import { forgetAnswers } from '../offline/answers.ts';
import { i18n } from '../i18n.ts';
import { notifyError } from '../platform/notify.ts';

export function pagePaths(menu: readonly MenuItem[]): string[] {
  return menu.flatMap((item) => (item.type === MENU_TYPE.directory ? pagePaths(item.children) : [menuPath(item)]));
}

function guardUser(data: CurrentUser | undefined): GuardUser | undefined {
  if (!data) return undefined;
  const { account, email, passwordChangeRequired } = data.userInfo;
  return { account, email, roleKind: accountKindOfUser(data.userInfo), passwordChangeRequired, pagePaths: pagePaths(data.menuList) };
}

/** Signs out locally (and tells the server, best effort): token, lock, cached user data. */
export function signOutLocally(queryClient: QueryClient): void {
  if (tokenStore.get()) void call(logout).catch(() => undefined);
  tokenStore.clear();
  queryClient.clear();
  // The outbox and pulled rows stay for the same user's next sign-in; the session's menu does not.
  void forgetAnswers().catch(() => undefined);
}

async function loadUser(queryClient: QueryClient, location: ParsedLocation): Promise<CurrentUser> {
  try {
    const data = await queryClient.ensureQueryData(currentUserQuery());
    tokenStore.setLocked(data.userInfo.isLock);
    return data;
  } catch (error) {
    // Offline or a failing server is not a reason to sign the user out: the error view offers a retry.
    if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) throw error;
    tokenStore.clear();
    queryClient.clear();
    // An ended session was already announced by the API client.
    if (!endsSession(error)) notifyError(error instanceof ApiError ? error.message : i18n.t('error.verifyFailed'));
    throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  }
}

function apply(decision: GuardDecision, queryClient: QueryClient): void {
  switch (decision.kind) {
    case 'allow':
    case 'loadUser':
      return;
    case 'redirect':
      throw redirect({ href: withSearch(decision.to, decision.search), replace: true });
    case 'offerHandOver':
      // Nothing changes hands before the user accepts on the page (features/auth/hand-over.ts).
      // `replace` takes the token out of the address bar and the history at once.
      handOverStore.offer({ token: decision.token, to: decision.to });
      throw redirect({ href: '/auth-redirect', replace: true });
    case 'logout':
      signOutLocally(queryClient);
      if (decision.message) notifyError(i18n.t(decision.message));
      throw redirect({ href: withSearch('/login', decision.search), replace: true });
  }
}

function withSearch(path: string, search: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search ?? {})) {
    if (value !== undefined && value !== null) params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Runs before every navigation (root route): the spec's guard, decided by `decide`, done here. */
export async function guardNavigation(queryClient: QueryClient, location: ParsedLocation): Promise<void> {
  // A hand-over the user walked away from is refused: it is offered on its page and nowhere else.
  if (location.pathname !== '/auth-redirect') handOverStore.drop();
  const decideNow = () =>
    decide({
      path: location.pathname,
      fullPath: location.href,
      search: location.search,
      hasToken: Boolean(tokenStore.get()),
      locked: tokenStore.isLocked(),
      handOverPending: handOverStore.pending() !== undefined,
      user: guardUser(queryClient.getQueryData(currentUserQuery().queryKey)),
    });
  let decision = decideNow();
  if (decision.kind === 'loadUser') {
    await loadUser(queryClient, location);
    decision = decideNow();
  }
  apply(decision, queryClient);
}
