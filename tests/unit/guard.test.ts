import { describe, expect, it } from 'vitest';
import { decide, homeOf, inAppPath, type GuardInput, type GuardUser } from '../../src/shared/domain/guard.ts';
import { accountKindOf, accountKindOfUser, isPathAllowed, kindNamedBy } from '../../src/shared/domain/roles.ts';

const vendor: GuardUser = {
  account: 'vendor1',
  email: 'v1@example.com',
  roleKind: 'vendor',
  pagePaths: ['/materialTracking/vendor/index', '/profile'],
  passwordChangeRequired: false,
};
const buyer: GuardUser = {
  account: 'buyer1',
  email: 'b1@example.com',
  roleKind: 'buyer',
  pagePaths: ['/materialTracking/buyer/index', '/profile'],
  passwordChangeRequired: false,
};
const uploader: GuardUser = { ...buyer, account: 'uploader1', email: 'u1@example.com' };
const admin: GuardUser = {
  account: 'admin',
  email: 'admin@example.com',
  roleKind: 'other',
  pagePaths: ['/profile', '/system/mailOutbox'],
  passwordChangeRequired: false,
};

function input(path: string, over: Partial<GuardInput> = {}): GuardInput {
  return { path, fullPath: path, search: {}, hasToken: true, locked: false, handOverPending: false, user: admin, ...over };
}

describe('roles', () => {
  it('makes an account a vendor before a buyer; buyer and uploader alike; names confer nothing', () => {
    expect(accountKindOf(['none', 'vendor', 'buyer'])).toBe('vendor');
    expect(accountKindOf(['uploader'])).toBe('buyer');
    expect(accountKindOf(['none'])).toBe('other');
    expect(accountKindOfUser({ roleName: 'Buyer Shadow', roleKind: 'other' })).toBe('other');
  });
  it('reads a kind from a role name as the original clients do, for answers remembered before roleKind', () => {
    expect(kindNamedBy('Vendor')).toBe('vendor');
    expect(kindNamedBy('Buyer,Reporting')).toBe('buyer');
    expect(kindNamedBy('Uploader')).toBe('buyer');
    expect(kindNamedBy('Administrator')).toBe('other');
    expect(accountKindOfUser({ roleName: 'Uploader' })).toBe('buyer');
  });
  it('fences vendors to vendor / profile / lockScreen and buyers to buyer / profile / lockScreen', () => {
    expect(isPathAllowed('vendor', '/materialTracking/vendor/index')).toBe(true);
    expect(isPathAllowed('vendor', '/profile')).toBe(true);
    expect(isPathAllowed('vendor', '/materialTracking/buyer/index')).toBe(false);
    expect(isPathAllowed('buyer', '/materialTracking/vendor/index')).toBe(false);
    expect(isPathAllowed('buyer', '/lockScreen')).toBe(true);
    expect(isPathAllowed('other', '/anything')).toBe(true);
  });
});

describe('guard: session', () => {
  it('without a token a protected path goes to /login with redirect', () => {
    expect(decide(input('/profile', { hasToken: false, fullPath: '/profile?tab=2', user: undefined }))).toEqual({
      kind: 'redirect',
      to: '/login',
      search: { redirect: '/profile?tab=2' },
    });
  });
  it('/login, /forgotPassword and /404 need no token; signed in, /forgotPassword leads home', () => {
    for (const path of ['/login', '/forgotPassword', '/404']) {
      expect(decide(input(path, { hasToken: false, user: undefined })), path).toEqual({ kind: 'allow' });
    }
    expect(decide(input('/forgotPassword'))).toEqual({ kind: 'redirect', to: '/' });
  });
  it('a locked session is sent to /lockScreen, and stays there', () => {
    expect(decide(input('/profile', { locked: true }))).toEqual({ kind: 'redirect', to: '/lockScreen' });
    expect(decide(input('/lockScreen', { locked: true }))).toEqual({ kind: 'allow' });
    expect(decide(input('/login', { locked: true }))).toEqual({ kind: 'redirect', to: '/lockScreen' });
  });
  it('an unlocked session has nothing to do on /lockScreen', () => {
    expect(decide(input('/lockScreen'))).toEqual({ kind: 'redirect', to: '/' });
  });
  it('the first navigation with a token loads the user', () => {
    expect(decide(input('/profile', { user: undefined }))).toEqual({ kind: 'loadUser' });
    expect(decide(input('/login', { user: undefined }))).toEqual({ kind: 'loadUser' });
  });
  it('an empty menu is refused with the spec message', () => {
    expect(decide(input('/profile', { user: { ...admin, pagePaths: [] } }))).toMatchObject({ kind: 'logout', message: 'error.emptyMenu' });
  });
});

describe('guard: the fence', () => {
  it('a vendor may open vendor and profile paths', () => {
    expect(decide(input('/materialTracking/vendor/index', { user: vendor }))).toEqual({ kind: 'allow' });
    expect(decide(input('/profile', { user: vendor }))).toEqual({ kind: 'allow' });
  });
  it('a vendor opening a buyer path is logged out', () => {
    expect(decide(input('/materialTracking/buyer/index', { user: vendor }))).toMatchObject({ kind: 'logout' });
    expect(decide(input('/system/mailOutbox', { user: vendor }))).toMatchObject({ kind: 'logout' });
  });
  it('a buyer or uploader opening a vendor path is logged out', () => {
    expect(decide(input('/materialTracking/vendor/index', { user: buyer }))).toMatchObject({ kind: 'logout' });
    expect(decide(input('/materialTracking/vendor/index', { user: uploader }))).toMatchObject({ kind: 'logout' });
  });
  it('a fenced user at the root or /home starts at their landing page', () => {
    expect(decide(input('/', { user: vendor }))).toEqual({ kind: 'redirect', to: '/materialTracking/vendor/index' });
    expect(decide(input('/home', { user: buyer }))).toEqual({ kind: 'redirect', to: '/materialTracking/buyer/index' });
  });
  it('without the landing page in the menu, the first page inside the fence', () => {
    expect(homeOf({ ...vendor, pagePaths: ['/system/mailOutbox', '/profile'] })).toBe('/profile');
    expect(homeOf({ ...vendor, pagePaths: ['/system/mailOutbox'] })).toBeUndefined();
  });
  it('anyone else is not fenced', () => {
    expect(decide(input('/system/mailOutbox'))).toEqual({ kind: 'allow' });
    expect(decide(input('/home'))).toEqual({ kind: 'allow' });
  });
});

describe('guard: a signed-in user arriving at /login (spec 000 §4.1)', () => {
  const atLogin = (user: GuardUser, search: Record<string, unknown>) => decide(input('/login', { user, search }));

  it('Type=V with the vendor listed by account: vendor index, query kept', () => {
    const search = { Type: 'V', Account: 'someone,vendor1', PO: '4500001' };
    expect(atLogin(vendor, search)).toEqual({ kind: 'redirect', to: '/materialTracking/vendor/index', search });
  });
  it('Type=V with the vendor listed by e-mail, in another letter case', () => {
    expect(atLogin(vendor, { Type: 'V', Account: 'V1@Example.com' })).toMatchObject({ kind: 'redirect', to: '/materialTracking/vendor/index' });
  });
  it('Type=V with the vendor not listed: logged out, back to /login with the same query', () => {
    const search = { Type: 'V', Account: 'vendor2', PO_id: '9' };
    expect(atLogin(vendor, search)).toEqual({ kind: 'logout', search });
  });
  it('Type=V for a buyer: logged out', () => {
    expect(atLogin(buyer, { Type: 'V', Account: 'buyer1' })).toMatchObject({ kind: 'logout' });
  });
  it('Type other than V with a listed buyer or uploader: buyer index', () => {
    expect(atLogin(buyer, { Type: 'B', Account: 'buyer1' })).toMatchObject({ kind: 'redirect', to: '/materialTracking/buyer/index' });
    expect(atLogin(uploader, { Type: 'B', Account: 'u1@example.com' })).toMatchObject({ kind: 'redirect', to: '/materialTracking/buyer/index' });
  });
  it('Type other than V with the buyer not listed, or a vendor: logged out', () => {
    expect(atLogin(buyer, { Type: 'B', Account: 'buyer2' })).toMatchObject({ kind: 'logout' });
    expect(atLogin(vendor, { Type: 'B', Account: 'vendor1' })).toMatchObject({ kind: 'logout' });
  });
  it('no Type: vendor to vendor index, buyer to buyer index, anyone else to the root', () => {
    expect(atLogin(vendor, {})).toEqual({ kind: 'redirect', to: '/materialTracking/vendor/index' });
    expect(atLogin(uploader, {})).toEqual({ kind: 'redirect', to: '/materialTracking/buyer/index' });
    expect(atLogin(admin, {})).toEqual({ kind: 'redirect', to: '/' });
  });
  it('no token at /login: stay and sign in', () => {
    expect(decide(input('/login', { hasToken: false, user: undefined, search: { Type: 'V' } }))).toEqual({ kind: 'allow' });
  });
});

describe('guard: addresses other systems link to', () => {
  it('/auth-redirect sets a handed-over token aside for the user to accept and takes it out of the address, signed in or not', () => {
    const search = { token: 'handed-over', redirect: '/profile?tab=2' };
    for (const over of [
      { hasToken: false, user: undefined },
      { hasToken: true, user: vendor },
      { hasToken: true, locked: true, user: vendor },
    ]) {
      expect(decide(input('/auth-redirect', { ...over, search }))).toEqual({ kind: 'offerHandOver', token: 'handed-over', to: '/profile?tab=2' });
    }
    expect(decide(input('/auth-redirect', { search: { token: 't' } }))).toEqual({ kind: 'offerHandOver', token: 't', to: '/' });
  });
  it('/auth-redirect without a token shows the hand-over set aside, whatever the session', () => {
    for (const over of [
      { hasToken: false, user: undefined },
      { hasToken: true, user: vendor },
      { hasToken: true, locked: true, user: vendor },
    ]) {
      expect(decide(input('/auth-redirect', { ...over, handOverPending: true }))).toEqual({ kind: 'allow' });
    }
  });
  it('/auth-redirect with nothing to hand over goes to /login, or home when signed in', () => {
    expect(decide(input('/auth-redirect', { hasToken: false, user: undefined }))).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide(input('/auth-redirect', { user: vendor }))).toEqual({ kind: 'redirect', to: '/' });
  });
  it('/jump forwards to its target, where the usual guard applies', () => {
    expect(decide(input('/jump', { hasToken: false, user: undefined, search: { target: '/profile' } }))).toEqual({ kind: 'redirect', to: '/profile' });
    expect(decide(input('/jump'))).toEqual({ kind: 'redirect', to: '/' });
  });
  it('a target or redirect leading out of the app is ignored', () => {
    for (const target of ['https://evil.example', '//evil.example', '/\\evil.example', 'profile', '/a\nb']) {
      expect(inAppPath(target), target).toBeUndefined();
      expect(decide(input('/jump', { search: { target } })), target).toEqual({ kind: 'redirect', to: '/' });
    }
  });
});

describe('guard: a password someone else chose (/newUser)', () => {
  const issued: GuardUser = { ...buyer, passwordChangeRequired: true };
  it('every page sends the user to /newUser, remembering where they were going', () => {
    expect(decide(input('/materialTracking/buyer/index', { user: issued }))).toEqual({
      kind: 'redirect',
      to: '/newUser',
      search: { redirect: '/materialTracking/buyer/index' },
    });
    expect(decide(input('/newUser', { user: issued }))).toEqual({ kind: 'allow' });
  });
  it('without a token /newUser asks to sign in; a locked session unlocks first; the user loads first', () => {
    expect(decide(input('/newUser', { hasToken: false, user: undefined }))).toEqual({ kind: 'redirect', to: '/login', search: { redirect: '/newUser' } });
    expect(decide(input('/newUser', { locked: true, user: issued }))).toEqual({ kind: 'redirect', to: '/lockScreen' });
    expect(decide(input('/newUser', { user: undefined }))).toEqual({ kind: 'loadUser' });
  });
  it('once the password is their own, /newUser moves on to redirect', () => {
    expect(decide(input('/newUser', { user: buyer, search: { redirect: '/profile' } }))).toEqual({ kind: 'redirect', to: '/profile' });
    expect(decide(input('/newUser', { user: buyer, search: { redirect: '//evil.example' } }))).toEqual({ kind: 'redirect', to: '/' });
  });
});
