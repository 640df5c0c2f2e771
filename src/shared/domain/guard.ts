import { isPathAllowed, LANDING_PATH, type RoleKind } from './roles.ts';

/**
 * The route guard of spec 000 §4.1 and §5 as one pure decision: given where the user is going and
 * what is known about the session, say what happens. The router wiring does what it says.
 */
export interface GuardUser {
  account: string;
  email: string;
  roleKind: RoleKind;
  /** In-app paths of the user's permitted pages, in menu order. */
  pagePaths: readonly string[];
  /** Someone else chose the password: nothing but /newUser until the user sets their own. */
  passwordChangeRequired: boolean;
}

export interface GuardInput {
  path: string;
  /** The full path with its query, used for `redirect=`. */
  fullPath: string;
  search: Readonly<Record<string, unknown>>;
  hasToken: boolean;
  locked: boolean;
  /** A session handed over through /auth-redirect waits for the user to accept or refuse it. */
  handOverPending: boolean;
  /** Undefined until CurrentUser has been loaded for this session. */
  user: GuardUser | undefined;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'loadUser' }
  | { kind: 'redirect'; to: string; search?: Record<string, unknown> }
  /**
   * Set the handed-over token aside (nowhere stored) for the user to accept or refuse on the
   * hand-over page, and take it out of the address; accepted, the session opens at `to`.
   */
  | { kind: 'offerHandOver'; token: string; to: string }
  /** Sign out, then go to /login with this query; `message` is a catalogue key to show. */
  | { kind: 'logout'; search: Record<string, unknown>; message?: 'error.emptyMenu' | 'error.forbidden' };

/**
 * A `redirect` / `target` taken from a URL, accepted only as a path inside this app: anything that
 * could leave it (`//host`, `/\\host`, a scheme) is refused, so a link cannot bounce a user elsewhere.
 */
export function inAppPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  if (value.startsWith('//') || value.startsWith('/\\') || [...value].some((ch) => ch.charCodeAt(0) < 0x20)) return undefined;
  return value;
}

/** The comma-separated Account list of a deep link contains the user's account or e-mail. */
function listed(user: GuardUser, accounts: unknown): boolean {
  if (typeof accounts !== 'string') return false;
  const wanted = accounts
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean);
  return wanted.includes(user.account.toLowerCase()) || (user.email !== '' && wanted.includes(user.email.toLowerCase()));
}

/**
 * Where a signed-in user starts: a vendor or buyer at their landing page when their menu has it,
 * else at their first page inside their fence; anyone else at the root.
 */
export function homeOf(user: GuardUser): string | undefined {
  const kind = user.roleKind;
  if (kind === 'other') return '/';
  const landing = LANDING_PATH[kind];
  if (user.pagePaths.includes(landing)) return landing;
  return user.pagePaths.find((p) => isPathAllowed(kind, p));
}

function loginRouting(user: GuardUser, search: GuardInput['search']): GuardDecision {
  const kind = user.roleKind;
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
  if (path === '/404') return { kind: 'allow' };
  // Signed in, a password is changed on the profile page.
  if (path === '/forgotPassword') return hasToken ? { kind: 'redirect', to: '/' } : { kind: 'allow' };
  if (path === '/auth-redirect') {
    // Another application that signed the user in hands the session over
    // (docs/decisions/0008-links-into-the-app.md). A link is not the user's consent: anyone can
    // send one, so the user is asked first (session fixation).
    const token = input.search.token;
    if (typeof token === 'string' && token !== '') return { kind: 'offerHandOver', token, to: inAppPath(input.search.redirect) ?? '/' };
    if (input.handOverPending) return { kind: 'allow' };
    return { kind: 'redirect', to: hasToken ? '/' : '/login' };
  }
  // A stable address for links from e-mails and messages: the usual guard applies at the target.
  if (path === '/jump') return { kind: 'redirect', to: inAppPath(input.search.target) ?? '/' };
  if (!hasToken) return { kind: 'redirect', to: '/login', search: { redirect: input.fullPath } };
  if (locked) return path === '/lockScreen' ? { kind: 'allow' } : { kind: 'redirect', to: '/lockScreen' };
  if (path === '/lockScreen') return { kind: 'redirect', to: '/' };
  if (!user) return { kind: 'loadUser' };
  if (user.passwordChangeRequired) {
    return path === '/newUser' ? { kind: 'allow' } : { kind: 'redirect', to: '/newUser', search: { redirect: input.fullPath } };
  }
  if (path === '/newUser') return { kind: 'redirect', to: inAppPath(input.search.redirect) ?? '/' };
  if (user.pagePaths.length === 0) return { kind: 'logout', search: { redirect: input.fullPath }, message: 'error.emptyMenu' };
  const kind = user.roleKind;
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
