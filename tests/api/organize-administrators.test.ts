import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../src/server/modules/auth/passwords.ts';
import { authorizeCatalogue } from '../../src/shared/contracts/authorize.ts';
import { currentUser } from '../../src/shared/contracts/current-user.ts';
import { effectivePermissions } from '../../src/shared/contracts/effective-permissions.ts';
import { organizeAdministrators } from '../../src/shared/contracts/organize-administrators.ts';
import { listOrganizations, type OrganizeNode } from '../../src/shared/contracts/organize.ts';
import { listPositions } from '../../src/shared/contracts/positions.ts';
import { listUsers } from '../../src/shared/contracts/users.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';

/**
 * Tiered organisation administrators (organizeAdminIsTrator): an administrator appoints Olga, who has
 * no role granting any page, to administer East with rights on East itself (view, add, edit) and on
 * the organisations below it (view, add). She gets the organisation-tree pages with the buttons her
 * rights bring, and the server keeps every call of hers to those organisations — for the existing
 * record and for where a write would put it — and forgets her rights on her next call once taken away.
 */
let t: TestApp;
let admin: string;
let olga: string;
const ids: Record<string, string> = {};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string | undefined, method: Method, url: string, payload?: object) => t.request({ method, url, token, ...(payload ? { payload } : {}) });
const adminsUrl = (organizationId: string) => `/api/permission/organizeAdminIsTrator/${organizationId}`;
const RIGHTS = {
  thisLayerSelect: 1,
  thisLayerAdd: 1,
  thisLayerEdit: 1,
  thisLayerDelete: 0,
  subLayerSelect: 1,
  subLayerAdd: 1,
  subLayerEdit: 0,
  subLayerDelete: 0,
} as const;

async function created(token: string, url: string, payload: object): Promise<string> {
  const res = await call(token, 'POST', url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}

async function person(account: string, realName: string, organizeId: string, roleId = ''): Promise<string> {
  // A vendor's password follows the vendors' stricter rule.
  const userPassword = roleId === '' ? 'Given123' : 'Vendor#Given2026';
  return created(admin, '/api/permission/Users', { account, realName, organizeId, roleId, userPassword });
}

const fieldsOf = (res: Parameters<typeof body>[0]) => Object.keys((body(res).data as { fields: object }).fields);
const names = (nodes: readonly OrganizeNode[]): string[] => nodes.flatMap((n) => [n.fullName, ...names(n.children)]);
const organisationsOf = async (token: string) => names(dataOf(listOrganizations, await call(token, 'GET', '/api/permission/Organize')).list);
const organisation = (fullName: string, enCode: string, parentId: string | null) => ({ fullName, enCode, parentId });
const userForm = (account: string, organizeId: string) => ({ account, realName: account, organizeId });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');
  ids.group = await created(admin, '/api/permission/Organize', organisation('Group', 'GRP', null));
  ids.east = await created(admin, '/api/permission/Organize', organisation('East', 'EAST', ids.group));
  ids.eastLab = await created(admin, '/api/permission/Organize', organisation('East Lab', 'EAST-LAB', ids.east));
  ids.west = await created(admin, '/api/permission/Organize', organisation('West', 'WEST', null));
  ids.vendorRole = await created(admin, '/api/permission/Role', { fullName: 'Vendor East', enCode: 'vendorEast', kind: 'vendor' });
  ids.olga = await person('olga', 'Olga Orr', ids.east);
  ids.ed = await person('ed', 'Ed East', ids.east);
  ids.wes = await person('wes', 'Wes West', ids.west);
  ids.vic = await person('vic', 'Vic Vendor', ids.east, ids.vendorRole);
  const given = await t.tokenFor('olga', 'Given123');
  const changed = await call(given, 'POST', '/api/permission/Users/Current/Actions/ModifyPassword', {
    oldPassword: md5Hex('Given123'),
    password: 'Own12345',
    confirmPassword: 'Own12345',
  });
  expect(changed.statusCode, changed.body).toBe(200);
  olga = await t.tokenFor('olga', 'Own12345');
});
afterAll(() => t.close());

describe('appointing tiered administrators', () => {
  it('without an appointment, Olga has none of the organisation pages and is refused their calls', async () => {
    const me = dataOf(currentUser, await call(olga, 'GET', '/api/oauth/CurrentUser'));
    expect(me.permissionList.map((p) => p.moduleName)).toEqual([]);
    expect((await call(olga, 'GET', '/api/permission/Organize')).statusCode).toBe(403);
    expect((await call(olga, 'GET', '/api/permission/Users?currentPage=1&pageSize=20')).statusCode).toBe(403);
  });

  it('refuses bad input by field, unknown users and organisations, and vendors or buyers as administrators', async () => {
    const unknownUser = await call(admin, 'PUT', adminsUrl(ids.east!), { ...RIGHTS, userId: `${ids.olga},nobody-here` });
    expect(unknownUser.statusCode).toBe(400);
    expect(fieldsOf(unknownUser)).toEqual(['userId']);
    const vendor = await call(admin, 'PUT', adminsUrl(ids.east!), { ...RIGHTS, userId: ids.vic });
    expect(vendor.statusCode).toBe(400);
    expect(body(vendor).data).toEqual({ fields: { userId: 'Vendors and buyers cannot administer organisations: vic.' } });
    const badRight = await call(admin, 'PUT', adminsUrl(ids.east!), { ...RIGHTS, thisLayerAdd: 2, userId: ids.olga });
    expect(badRight.statusCode).toBe(400);
    expect(fieldsOf(badRight)).toEqual(['thisLayerAdd']);
    const otherOrganisation = await call(admin, 'PUT', adminsUrl(ids.east!), { ...RIGHTS, organizeId: ids.west, userId: ids.olga });
    expect(otherOrganisation.statusCode).toBe(400);
    expect(fieldsOf(otherOrganisation)).toEqual(['organizeId']);
    expect((await call(admin, 'PUT', adminsUrl('no-such-organisation'), { ...RIGHTS, userId: ids.olga })).statusCode).toBe(404);
    // Nothing was half-written by the refusals.
    expect(dataOf(organizeAdministrators, await call(admin, 'GET', adminsUrl(ids.east!))).userId).toBe('');
  });

  it('only an administrator appoints; an anonymous caller is asked to sign in', async () => {
    expect((await call(undefined, 'PUT', adminsUrl(ids.east!), { ...RIGHTS, userId: ids.olga })).statusCode).toBe(401);
    for (const account of ['vendor1', 'buyer1']) {
      const token = await t.tokenFor(account);
      expect((await call(token, 'PUT', adminsUrl(ids.east!), { ...RIGHTS, userId: ids.olga })).statusCode).toBe(403);
      expect((await call(token, 'GET', adminsUrl(ids.east!))).statusCode).toBe(403);
    }
    expect((await call(olga, 'PUT', adminsUrl(ids.east!), { ...RIGHTS, userId: ids.olga })).statusCode).toBe(403);
  });

  it('the administrator appoints Olga to East and reads the appointment back', async () => {
    const res = await call(admin, 'PUT', adminsUrl(ids.east!), { ...RIGHTS, organizeId: ids.east, userId: `${ids.olga}` });
    expect(res.statusCode, res.body).toBe(200);
    const read = dataOf(organizeAdministrators, await call(admin, 'GET', adminsUrl(ids.east!)));
    expect(read).toMatchObject({ organizeId: ids.east, userId: ids.olga, ...RIGHTS });
    expect(read.administrators.map((u) => u.account)).toEqual(['olga']);
    expect(dataOf(organizeAdministrators, await call(admin, 'GET', adminsUrl(ids.west!)))).toMatchObject({ userId: '', thisLayerSelect: 0 });
  });
});

describe('what a tiered administrator may do', () => {
  it('shows her the organisation-tree pages with the buttons her rights bring, and no delete', async () => {
    const me = dataOf(currentUser, await call(olga, 'GET', '/api/oauth/CurrentUser'));
    const pages = new Map(me.permissionList.map((p) => [p.moduleName, p.button.map((b) => b.enCode).sort()]));
    expect([...pages.keys()].sort()).toEqual(['Departments', 'Organisations', 'Positions', 'Users']);
    expect(pages.get('Users')).toEqual(['btn_add', 'btn_edit', 'btn_resetPassword', 'btn_unlock']);
    expect(pages.get('Organisations')).toEqual(['btn_add', 'btn_edit']);
  });

  it('"see why" names the appointment as where those pages come from', async () => {
    const effective = dataOf(effectivePermissions, await call(admin, 'GET', `/api/permission/Authority/Effective/${ids.olga}`));
    expect(effective.administers).toEqual([
      { organizeId: ids.east, fullName: 'East', rights: ['thisLayerSelect', 'thisLayerAdd', 'thisLayerEdit', 'subLayerSelect', 'subLayerAdd'] },
    ]);
    expect(effective.modules).toEqual([]);
  });

  it('lists and opens only the organisations she administers, each saying what her rights allow there', async () => {
    expect(await organisationsOf(olga)).toEqual(['East', 'East Lab']);
    const listed = dataOf(listOrganizations, await call(olga, 'GET', '/api/permission/Organize'));
    expect(listed.mayAddTop).toBe(false);
    const [east] = listed.list;
    expect(east).toMatchObject({ fullName: 'East', mayEdit: true, mayAddChild: true, mayRemove: false });
    expect(east!.children[0]).toMatchObject({ fullName: 'East Lab', mayEdit: false, mayAddChild: true, mayRemove: false });
    const asAdmin = dataOf(listOrganizations, await call(admin, 'GET', '/api/permission/Organize'));
    expect(asAdmin.mayAddTop).toBe(true);
    expect(asAdmin.list.every((o) => o.mayEdit && o.mayAddChild && o.mayRemove)).toBe(true);
    expect((await call(olga, 'GET', `/api/permission/Organize/${ids.east}`)).statusCode).toBe(200);
    expect((await call(olga, 'GET', `/api/permission/Organize/${ids.west}`)).statusCode).toBe(403);
    expect((await call(olga, 'GET', `/api/permission/Organize/${ids.west}/Department`)).statusCode).toBe(403);
    expect((await call(olga, 'GET', adminsUrl(ids.west!))).statusCode).toBe(403);
  });

  it('adds organisations only below East, edits East but not what sub-layer rights leave out, deletes nothing', async () => {
    await created(olga, '/api/permission/Organize', organisation('East Depot', 'EAST-DEPOT', ids.east!));
    for (const parentId of [null, ids.west!, ids.group!]) {
      const res = await call(olga, 'POST', '/api/permission/Organize', organisation('Elsewhere', `ELSE-${parentId ?? 'top'}`, parentId));
      expect(res.statusCode, res.body).toBe(403);
    }
    expect((await call(olga, 'PUT', `/api/permission/Organize/${ids.east}`, organisation('East Works', 'EAST', ids.group!))).statusCode).toBe(200);
    // Moving East out to the top would place it where she has no rights.
    expect((await call(olga, 'PUT', `/api/permission/Organize/${ids.east}`, organisation('East Works', 'EAST', null))).statusCode).toBe(403);
    expect((await call(olga, 'PUT', `/api/permission/Organize/${ids.eastLab}`, organisation('Lab', 'EAST-LAB', ids.east!))).statusCode).toBe(403);
    expect((await call(olga, 'PUT', `/api/permission/Organize/${ids.west}`, organisation('Mine', 'WEST', null))).statusCode).toBe(403);
    expect((await call(olga, 'DELETE', `/api/permission/Organize/${ids.eastLab}`)).statusCode).toBe(403);
    expect(await organisationsOf(admin)).toEqual(expect.arrayContaining(['East Works', 'East Lab', 'East Depot', 'West']));
  });

  it('keeps departments and positions to her organisations', async () => {
    await created(olga, '/api/permission/Organize/Department', { fullName: 'East Sales', enCode: 'E-SALES', organizeId: ids.east });
    await created(olga, '/api/permission/Organize/Department', { fullName: 'Lab Bench', enCode: 'L-BENCH', organizeId: ids.eastLab });
    const west = await call(olga, 'POST', '/api/permission/Organize/Department', { fullName: 'West Sales', enCode: 'W-SALES', organizeId: ids.west });
    expect(west.statusCode).toBe(403);
    ids.westPosition = await created(admin, '/api/permission/Position', { fullName: 'West Clerk', enCode: 'W-CLERK', organizeId: ids.west });
    ids.eastPosition = await created(olga, '/api/permission/Position', { fullName: 'East Clerk', enCode: 'E-CLERK', organizeId: ids.east });
    expect((await call(olga, 'POST', '/api/permission/Position', { fullName: 'W2', enCode: 'W2', organizeId: ids.west })).statusCode).toBe(403);
    const listed = dataOf(listPositions, await call(olga, 'GET', '/api/permission/Position?currentPage=1&pageSize=50'));
    expect(listed.list.map((p) => p.enCode)).toEqual(['E-CLERK']);
    expect((await call(olga, 'GET', `/api/permission/Position/${ids.westPosition}`)).statusCode).toBe(403);
    const moved = await call(olga, 'PUT', `/api/permission/Position/${ids.eastPosition}`, { fullName: 'East Clerk', enCode: 'E-CLERK', organizeId: ids.west });
    expect(moved.statusCode).toBe(403);
  });

  it('keeps users to her organisations: the account where it is and where a write would put it', async () => {
    const listed = dataOf(listUsers, await call(olga, 'GET', '/api/permission/Users?currentPage=1&pageSize=50'));
    expect(listed.list.map((u) => u.account).sort()).toEqual(['ed', 'olga', 'vic']);
    expect((await call(olga, 'GET', `/api/permission/Users/${ids.wes}`)).statusCode).toBe(404);
    expect((await call(olga, 'PUT', `/api/permission/Users/${ids.ed}`, userForm('ed', ids.east!))).statusCode).toBe(200);
    expect((await call(olga, 'PUT', `/api/permission/Users/${ids.ed}`, userForm('ed', ids.west!))).statusCode).toBe(403);
    expect((await call(olga, 'PUT', `/api/permission/Users/${ids.wes}`, userForm('wes', ids.east!))).statusCode).toBe(404);
    expect((await call(olga, 'PUT', `/api/permission/Users/${ids.wes}/Actions/State`)).statusCode).toBe(404);
    expect((await call(olga, 'PUT', `/api/permission/Users/${ids.ed}/Actions/State`)).statusCode).toBe(200);
    await created(olga, '/api/permission/Users', { ...userForm('lab1', ids.eastLab!), userPassword: 'Given123' });
    const west = await call(olga, 'POST', '/api/permission/Users', { ...userForm('west1', ids.west!), userPassword: 'Given123' });
    expect(west.statusCode).toBe(403);
    expect((await call(olga, 'DELETE', `/api/permission/Users/${ids.ed}`)).statusCode).toBe(403);
    // Export and import are the page's own buttons, not delegated.
    expect((await call(olga, 'GET', '/api/permission/Users/ExportExcel')).statusCode).toBe(403);
  });

  it('refuses to set the password or the details of an account holding rights she does not hold', async () => {
    const catalogue = dataOf(authorizeCatalogue, await call(admin, 'GET', '/api/permission/Authority/Catalogue')).list;
    const authorise = catalogue.flatMap((m) => m.children).find((m) => m.enCode === 'authorize')!;
    const grant = await call(admin, 'PUT', `/api/permission/Authority/Data/${ids.ed}`, { objectType: 'user', module: [authorise.id] });
    expect(grant.statusCode, grant.body).toBe(200);
    const reset = await call(olga, 'POST', `/api/permission/Users/${ids.ed}/Actions/ResetPassword`, {
      userPassword: 'Taken2026',
      validatePassword: 'Taken2026',
    });
    expect(reset.statusCode).toBe(403);
    expect(body(reset).msg).toBe(
      'This account holds rights you do not hold. Only someone holding them, or an administrator, may change its password or details.',
    );
    expect((await call(olga, 'PUT', `/api/permission/Users/${ids.ed}`, userForm('ed', ids.east!))).statusCode).toBe(403);
    // Unlocking hands nothing over.
    expect((await call(olga, 'PUT', `/api/permission/Users/${ids.ed}/Actions/unlock`)).statusCode).toBe(200);
    // An account holding nothing beyond hers, she may.
    const plain = await created(olga, '/api/permission/Users', { ...userForm('east2', ids.east!), userPassword: 'Given123' });
    const fresh = await call(olga, 'POST', `/api/permission/Users/${plain}/Actions/ResetPassword`, {
      userPassword: 'Fresh2026',
      validatePassword: 'Fresh2026',
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it('takes effect on her next call once the appointment is withdrawn', async () => {
    const res = await call(admin, 'PUT', adminsUrl(ids.east!), { ...RIGHTS, userId: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(olga, 'GET', '/api/permission/Organize')).statusCode).toBe(403);
    expect((await call(olga, 'PUT', `/api/permission/Users/${ids.ed}`, userForm('ed', ids.east!))).statusCode).toBe(403);
    const me = dataOf(currentUser, await call(olga, 'GET', '/api/oauth/CurrentUser'));
    expect(me.permissionList).toEqual([]);
  });
});
