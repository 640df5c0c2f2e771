import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { currentUser, type UserInfo } from '../../../shared/contracts/current-user.ts';
import { ApiError, call, endsSession } from '../../api/client.ts';
import { tokenStore } from '../../api/token.ts';
import { forgetAnswers } from '../../offline/answers.ts';
import { notifyError } from '../../platform/notify.ts';

/** A session another system handed over through /auth-redirect, waiting for the user's answer. */
export interface HandOver {
  token: string;
  /** Where the session opens once accepted (already checked to be a path inside the app). */
  to: string;
}

/**
 * Held in this tab's memory only: nothing is written to storage before the user accepts, so a
 * hand-over nobody answers is gone with the page (a reload asks for the link again).
 */
let pending: HandOver | undefined;

export const handOverStore = {
  offer(handOver: HandOver): void {
    pending = handOver;
  },
  pending: (): HandOver | undefined => pending,
  drop(): void {
    pending = undefined;
  },
};

/** An answer saying the token is not (or no longer) a session. */
const isEndedSession = (error: unknown): error is ApiError => error instanceof ApiError && (endsSession(error) || error.status === 401);

export interface HandOverAccounts {
  /** Whose session the link opens. */
  offered: UserInfo;
  /** Whose session this browser holds now, if it is still one. */
  current: UserInfo | undefined;
}

/** Who a token's session belongs to; `undefined` if it is none. It is used for this call only. */
async function ownerOf(token: string): Promise<UserInfo | undefined> {
  try {
    return (await call(currentUser, { token })).userInfo;
  } catch (error) {
    if (isEndedSession(error)) return undefined;
    throw error;
  }
}

/** Where a refused or failed hand-over leaves the user: their own session, or sign-in. */
export const withoutHandOver = () => (tokenStore.get() ? '/' : '/login');

/**
 * The hand-over page's loader: whose account the link opens and whose this browser holds. A link
 * for the account already signed in just goes on (nothing changes hands); one that is not a session
 * ends where the user was, with the server's word for it.
 */
export async function loadHandOver(): Promise<{ handOver: HandOver; accounts: HandOverAccounts }> {
  const handOver = handOverStore.pending();
  if (!handOver) throw redirect({ href: withoutHandOver(), replace: true });
  let offered: UserInfo | undefined;
  try {
    offered = (await call(currentUser, { token: handOver.token })).userInfo;
  } catch (error) {
    if (!isEndedSession(error)) throw error;
    handOverStore.drop();
    notifyError(error.message);
    throw redirect({ href: withoutHandOver(), replace: true });
  }
  const stored = tokenStore.get();
  const current = stored ? await ownerOf(stored) : undefined;
  if (current?.userId === offered.userId) {
    handOverStore.drop();
    throw redirect({ href: handOver.to, replace: true });
  }
  return { handOver, accounts: { offered, current } };
}

/** Accepted: the handed-over session replaces this browser's; nothing of the previous user's stays. */
export function adoptHandOver(queryClient: QueryClient, handOver: HandOver): void {
  // The previous session is forgotten here, not ended on the server: its end would be pushed to this
  // browser's other tabs, which would then forget the token they share, the new one.
  tokenStore.clear();
  queryClient.clear();
  void forgetAnswers().catch(() => undefined);
  tokenStore.set(handOver.token);
  handOverStore.drop();
}
