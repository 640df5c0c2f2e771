import { isPathAllowed, LANDING_PATH, roleKindOf } from './roles.ts';

/**
 * The route guard of spec 000 §4.1 and §5 as one pure decision: given where the user is going and
 * what is known about the session, say what happens. The router wiring does what it says.
 */
export const OPEN_PATHS = ['/login', '/auth-redirect', '/jump', '/newUser', '/lockScreen', '/404'] as const;

export interface GuardUser {
  account: string;
  email: string;
  roleName: string;
  /** In-app paths of the user's permitted pages, in menu order. */
  pagePaths: readonly string[];
}

export interface GuardInput {
  path: string;
  /** The full path with its query, used for `redirect=`. */
  fullPath: string;
  search: Readonly<Record<string, unknown>>;
  hasToken: boolean;
  locked: boolean;
  /** Undefined until CurrentUser has been loaded for this session. */
  user: GuardUser | undefined;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'loadUser' }
  | { kind: 'redirect'; to: string; search?: Record<string, unknown> }
  /** Sign out, then go to /login with this query; `message` is a catalogue key to show. */
  | { kind: 'logout'; search: Record<string, unknown>; message?: 'error.emptyMenu' | 'error.forbidden' };

export function isOpenPath(path: string): boolean {
  return (OPEN_PATHS as readonly string[]).includes(path) || path.startsWith('/redirect/');
}

/** The comma-separated Account list of a deep link contains the user's account or e-mail. */
function listed(user: GuardUser, accounts: unknown): boolean {
  if (typeof accounts !== 'string') return false;
  const wanted = accounts.split(',').map((a) => a.trim().toLowerCase()).filter(Boolean);
  return wanted.includes(user.account.toLowerCase()) || (user.email !== '' && wanted.includes(user.email.toLowerCase()));
}

/**
 * Where a signed-in user starts: a vendor or buyer at their landing page when their menu has it,
 * else at their first page inside their fence; anyone else at the root.
 */
export function homeOf(user: GuardUser): string | undefined {
  const kind = roleKindOf(user.roleName);
  if (kind === 'other') return '/';
  const landing = LANDING_PATH[kind];
  if (user.pagePaths.includes(landing)) return landing;
  return user.pagePaths.find((p) => isPathAllowed(kind, p));
}

function loginRouting(user: GuardUser, search: GuardInput['search']): GuardDecision {
  const kind = roleKindOf(user.roleName);
  const type = search.Type;
  if (type === undefined || type === '') {
    const home = homeOf(user);
    return home ? { kind: 'redirect', to: home } : { kind: 'logout', search: {}, message: 'error.emptyMenu' };
  }
  const wantedKind = type === 'V' ? 'vendor' : 'buyer';
  if (kind !== wantedKind || !listed(user, search.Account)) return { kind: 'logout', search: { ...search } };
  const home = homeOf(user);
  return home ? { kind: 'redirect', to: home, search: { ...search } } : { kind: 'logout', search: { ...search }, message: 'error.emptyMenu' };
}

export function decide(input: GuardInput): GuardDecision {
  const { path, hasToken, locked, user } = input;
  if (path === '/login') {
    if (!hasToken) return { kind: 'allow' };
    if (!user) return { kind: 'loadUser' };
    return locked ? { kind: 'redirect', to: '/lockScreen' } : loginRouting(user, input.search);
  }
  if (path === '/404' || path === '/auth-redirect' || path === '/jump' || path === '/newUser') return { kind: 'allow' };
  if (!hasToken) return { kind: 'redirect', to: '/login', search: { redirect: input.fullPath } };
  if (locked) return path === '/lockScreen' ? { kind: 'allow' } : { kind: 'redirect', to: '/lockScreen' };
  if (path === '/lockScreen') return { kind: 'redirect', to: '/' };
  if (!user) return { kind: 'loadUser' };
  if (user.pagePaths.length === 0) return { kind: 'logout', search: { redirect: input.fullPath }, message: 'error.emptyMenu' };
  const kind = roleKindOf(user.roleName);
  if (kind !== 'other') {
    // A fenced user's root and home are their own start page.
    if (path === '/' || path === '/home') {
      const home = homeOf(user);
      return home ? { kind: 'redirect', to: home } : { kind: 'logout', search: {}, message: 'error.emptyMenu' };
    }
    if (!isPathAllowed(kind, path)) return { kind: 'logout', search: {}, message: 'error.forbidden' };
  }
  return { kind: 'allow' };
}
