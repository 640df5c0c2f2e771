/**
 * The authorisation matrix of an administration page: the callers every such test asks (anonymous,
 * vendor A and B, a buyer, an uploader, a user granted only part of the page, the administrator) and
 * the check that each call answers each of them as expected — 401 for anonymous and 403 for the others
 * unless a case says otherwise.
 */
import { expect } from 'vitest';
import { authorizeCatalogue } from '../../../src/shared/contracts/authorize.ts';
import { dataOf, type TestApp } from './harness.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type AccessCase = [method: Method, url: string, payload: object | undefined, allowed: Record<string, number>];

const call = (t: TestApp, token: string | undefined, method: Method, url: string, payload?: object) =>
  t.request({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });

/** Grants `partial` only the page `menuCode` and its `buttons`, and answers the matrix's callers by name. */
export async function accessCallers(
  t: TestApp,
  admin: string,
  partial: { id: string; token: string },
  menuCode: string,
  buttons: readonly string[],
): Promise<Record<string, string | undefined>> {
  const catalogue = dataOf(authorizeCatalogue, await call(t, admin, 'GET', '/api/permission/Authority/Catalogue')).list;
  const menu = catalogue
    .flatMap(function flat(m): (typeof catalogue)[number][] {
      return [m, ...m.children.flatMap(flat)];
    })
    .find((m) => m.enCode === menuCode)!;
  const button = menu.button.filter((b) => buttons.includes(b.enCode)).map((b) => b.id);
  const granted = await call(t, admin, 'PUT', `/api/permission/Authority/Data/${partial.id}`, { objectType: 'user', module: [menu.id], button });
  expect(granted.statusCode, granted.body).toBe(200);
  return {
    anonymous: undefined,
    vendor1: await t.tokenFor('vendor1'),
    vendor2: await t.tokenFor('vendor2'),
    buyer1: await t.tokenFor('buyer1'),
    uploader1: await t.tokenFor('uploader1'),
    partial: partial.token,
    admin,
  };
}

/** Every case asked of every caller, in order (a case may change what the next one finds). */
export async function expectAccess(t: TestApp, callers: Record<string, string | undefined>, cases: readonly AccessCase[]): Promise<void> {
  for (const [method, url, payload, allowed] of cases) {
    for (const [who, token] of Object.entries(callers)) {
      const res = await call(t, token, method, url, payload);
      const expected = allowed[who] ?? (who === 'anonymous' ? 401 : 403);
      expect(`${who} ${method} ${url} → ${res.statusCode}`).toBe(`${who} ${method} ${url} → ${expected}`);
    }
  }
}
