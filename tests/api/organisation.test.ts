import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../src/server/modules/auth/passwords.ts';
import { getAuthorization, authorizeCatalogue, type CatalogueModule } from '../../src/shared/contracts/authorize.ts';
import { listDepartments, listOrganizations, organizationTree } from '../../src/shared/contracts/organize.ts';
import { listPositions } from '../../src/shared/contracts/positions.ts';
import { listRoles } from '../../src/shared/contracts/roles.ts';
import { getUser, listUsers } from '../../src/shared/contracts/users.ts';
import { currentUser } from '../../src/shared/contracts/current-user.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';

/**
 * Organisation, departments, positions, roles and users as an administrator keeps them, and the menu
 * and button gates of those pages: a user granted the Users page with only its Add button can list
 * and add users but is refused an edit by the server.
 */
let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });
const created = async (token: string, url: string, payload: object): Promise<string> => {
  const res = await call(token, 'POST', url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
};

function find(list: readonly CatalogueModule[], enCode: string): CatalogueModule | undefined {
  for (const m of list) {
    if (m.enCode === enCode) return m;
    const inner = find(m.children, enCode);
    if (inner) return inner;
  }
  return undefined;
}

/** Signs in as a user an administrator created, setting their own password first (passwordChangeRequired). */
async function firstSignIn(account: string, given: string, own: string): Promise<string> {
  const token = await t.tokenFor(account, given);
  const res = await call(token, 'POST', '/api/permission/Users/Current/Actions/ModifyPassword', {
    oldPassword: md5Hex(given),
    password: own,
    confirmPassword: own,
  });
  expect(res.statusCode, res.body).toBe(200);
  return t.tokenFor(account, own);
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');
  ids.org = await created(admin, '/api/permission/Organize', { fullName: 'North Plant', enCode: 'NP', parentId: '-1' });
  ids.subOrg = await created(admin, '/api/permission/Organize', { fullName: 'North Plant Assembly', enCode: 'NP-ASM', parentId: ids.org });
  ids.dept = await created(admin, '/api/permission/Organize/Department', { fullName: 'Quality', enCode: 'NP-QA', organizeId: ids.org });
  ids.position = await created(admin, '/api/permission/Position', { fullName: 'Inspector', enCode: 'NP-INSP', organizeId: ids.org, departmentId: ids.dept });
  ids.role = await created(admin, '/api/permission/Role', { fullName: 'User Clerk', enCode: 'userClerk' });
  const catalogue = dataOf(authorizeCatalogue, await call(admin, 'GET', '/api/permission/Authority/Catalogue')).list;
  const usersMenu = find(catalogue, 'user')!;
  const add = usersMenu.button.find((b) => b.enCode === 'btn_add')!;
  const grant = await call(admin, 'PUT', `/api/permission/Authority/Data/${ids.role}`, { objectType: 'role', module: [usersMenu.id], button: [add.id] });
  expect(grant.statusCode, grant.body).toBe(200);
  ids.clerk = await created(admin, '/api/permission/Users', {
    account: 'clerk7',
    realName: 'Clara Clerk',
    organizeId: ids.org,
    departmentId: ids.dept,
    roleId: ids.role,
    positionId: ids.position,
    userPassword: 'Given123',
  });
});
afterAll(() => t.close());

describe('the organisation tree', () => {
  it('lists organisations as a tree, finds by keyword with the path kept', async () => {
    const tree = dataOf(listOrganizations, await call(admin, 'GET', '/api/permission/Organize?keyword=Assembly')).list;
    expect(tree.map((o) => o.enCode)).toEqual(['NP']);
    expect(tree[0]!.children.map((o) => o.enCode)).toEqual(['NP-ASM']);
    const both = dataOf(organizationTree, await call(admin, 'GET', '/api/permission/Organize/Tree')).list;
    const np = both.find((n) => n.id === ids.org)!;
    expect(np.children.map((c) => `${c.type}:${c.enCode}`).sort()).toEqual(['company:NP-ASM', 'department:NP-QA']);
  });

  it('lists departments of an organisation, positions under it and roles', async () => {
    const depts = dataOf(listDepartments, await call(admin, 'GET', `/api/permission/Organize/${ids.org}/Department`)).list;
    expect(depts.map((d) => d.enCode)).toEqual(['NP-QA']);
    const positions = dataOf(listPositions, await call(admin, 'GET', `/api/permission/Position?organizeId=${ids.org}`));
    expect(positions.list.map((p) => [p.enCode, p.department, p.userCount])).toEqual([['NP-INSP', 'Quality', 1]]);
    const roles = dataOf(listRoles, await call(admin, 'GET', '/api/permission/Role?keyword=clerk'));
    expect(roles.list.map((r) => [r.enCode, r.userCount])).toEqual([['userClerk', 1]]);
  });

  it("names organisations, departments and positions in the reader's language where they have a name in it", async () => {
    const as = (token: string, language: string, url: string) => t.request({ method: 'GET', url, token, headers: { 'accept-language': language } });
    // Seeded in the three languages.
    const tree = dataOf(organizationTree, await as(admin, 'zh-CN', '/api/permission/Organize/Tree')).list;
    expect(tree.find((n) => n.enCode === 'SL')!.fullName).toBe('供应链集团');
    const page = dataOf(listOrganizations, await as(admin, 'zh-TW', '/api/permission/Organize?keyword=供應鏈')).list;
    expect(page.map((o) => [o.enCode, o.fullName, o.fullNameI18n['zh-TW']])).toEqual([['SL', 'Supplyline Group', '供應鏈集團']]);
    const buyer = await t.tokenFor('buyer1');
    const me = dataOf(currentUser, await as(buyer, 'zh-CN', '/api/oauth/CurrentUser')).userInfo;
    expect([me.organizeName, me.departmentName]).toEqual(['供应链制造', '采购部']);
    const users = dataOf(listUsers, await as(admin, 'zh-TW', '/api/permission/Users?keyword=buyer1')).list;
    expect(users.map((u) => [u.organize, u.department])).toEqual([['供應鏈製造', '採購部']]);
    // Given by an administrator for one language only: the others read the name as entered.
    const given = { 'zh-CN': '质量部', 'zh-TW': '', en: '' };
    const dept = await call(admin, 'PUT', `/api/permission/Organize/Department/${ids.dept}`, {
      fullName: 'Quality',
      fullNameI18n: given,
      enCode: 'NP-QA',
      organizeId: ids.org,
    });
    expect(dept.statusCode, dept.body).toBe(200);
    const positions = async (language: string) =>
      dataOf(listPositions, await as(admin, language, `/api/permission/Position?organizeId=${ids.org}`)).list.map((p) => p.department);
    expect([await positions('zh-CN'), await positions('zh-TW')]).toEqual([['质量部'], ['Quality']]);
    const depts = dataOf(listDepartments, await call(admin, 'GET', `/api/permission/Organize/${ids.org}/Department`)).list;
    expect(depts.map((d) => [d.fullName, d.fullNameI18n])).toEqual([['Quality', given]]);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const noName = await call(admin, 'POST', '/api/permission/Organize', { enCode: 'X1' });
    expect(noName.statusCode).toBe(400);
    expect(body(noName).msg).toContain('fullName');
    const taken = await call(admin, 'POST', '/api/permission/Organize', { fullName: 'Again', enCode: 'NP' });
    expect(taken.statusCode).toBe(400);
    expect(body(taken).data).toEqual({ fields: { enCode: 'The code NP is already used by another organisation.' } });
    const loop = await call(admin, 'PUT', `/api/permission/Organize/${ids.org}`, { fullName: 'North Plant', enCode: 'NP', parentId: ids.subOrg });
    expect(loop.statusCode).toBe(400);
    expect(body(loop).data).toEqual({ fields: { parentId: 'This organisation cannot be placed under itself or one of its own sub-items.' } });
    const elsewhere = await call(admin, 'POST', '/api/permission/Position', { fullName: 'P', enCode: 'P-X', organizeId: ids.subOrg, departmentId: ids.dept });
    expect(body(elsewhere).data).toEqual({ fields: { departmentId: 'The department belongs to another organisation.' } });
    const weak = await call(admin, 'POST', '/api/permission/Users', { account: 'weak1', realName: 'W', organizeId: ids.org, userPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys((body(weak).data as { fields: object }).fields)).toEqual(['userPassword']);
    const unknownRole = await call(admin, 'POST', '/api/permission/Users', {
      account: 'u2',
      realName: 'U',
      organizeId: ids.org,
      roleId: 'nope',
      userPassword: 'Abc12345',
    });
    expect(body(unknownRole).msg).toBe('roleId: no such role (nope)');
    const nowhere = await call(admin, 'POST', '/api/permission/Role', { fullName: 'Nowhere', enCode: 'nowhere', globalMark: 0, organizeIds: [] });
    expect(nowhere.statusCode).toBe(400);
    expect(body(nowhere).data).toEqual({ fields: { organizeIds: 'Choose at least one organisation, or make the role global.' } });
  });

  it('refuses to delete what still holds something, with the reason', async () => {
    const org = await call(admin, 'DELETE', `/api/permission/Organize/${ids.org}`);
    expect(org.statusCode).toBe(409);
    expect(body(org).msg).toBe('This organisation still has 1 sub-organisations under it. Move or delete them first.');
    const position = await call(admin, 'DELETE', `/api/permission/Position/${ids.position}`);
    expect(body(position).msg).toBe('This position still has 1 users under it. Move or delete them first.');
    const role = await call(admin, 'DELETE', `/api/permission/Role/${ids.role}`);
    expect(role.statusCode).toBe(409);
    expect((await call(admin, 'DELETE', `/api/permission/Organize/${ids.subOrg}`)).statusCode).toBe(200);
  });
});

describe('menu and button gates, enforced by the server', () => {
  let clerk: string;
  beforeAll(async () => {
    clerk = await firstSignIn('clerk7', 'Given123', 'Own12345');
  });

  it('the clerk sees only the Users menu, with only its Add button', async () => {
    const me = dataOf(currentUser, await call(clerk, 'GET', '/api/oauth/CurrentUser'));
    const pages = me.permissionList.map((p) => [p.moduleName, p.button.map((b) => b.enCode)]);
    expect(pages).toEqual([['Users', ['btn_add']]]);
  });

  it('lists and adds users, and is refused an edit, a delete and the other pages', async () => {
    expect(dataOf(listUsers, await call(clerk, 'GET', '/api/permission/Users')).pagination.total).toBeGreaterThan(5);
    const id = await created(clerk, '/api/permission/Users', { account: 'added1', realName: 'Added', organizeId: ids.org, userPassword: 'Abc12345' });
    const info = dataOf(getUser, await call(clerk, 'GET', `/api/permission/Users/${id}`));
    expect(info.account).toBe('added1');
    const edit = await call(clerk, 'PUT', `/api/permission/Users/${id}`, { account: 'added1', realName: 'Edited', organizeId: ids.org });
    expect(edit.statusCode).toBe(403);
    expect((await call(clerk, 'DELETE', `/api/permission/Users/${id}`)).statusCode).toBe(403);
    expect((await call(clerk, 'GET', '/api/permission/Role')).statusCode).toBe(403);
    expect((await call(clerk, 'GET', '/api/permission/Authority/Catalogue')).statusCode).toBe(403);
  });

  it('cannot hand out roles beyond what the clerk holds', async () => {
    const adminRole = dataOf(listRoles, await call(admin, 'GET', '/api/permission/Role?keyword=Administrator')).list[0]!;
    const res = await call(clerk, 'POST', '/api/permission/Users', {
      account: 'sneaky',
      realName: 'S',
      organizeId: ids.org,
      roleId: adminRole.id,
      userPassword: 'Abc12345',
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).data).toEqual({ fields: { roleId: 'You can only grant what you hold yourself' } });
  });

  it('a grant or a revocation counts on the very next request', async () => {
    const catalogue = dataOf(authorizeCatalogue, await call(admin, 'GET', '/api/permission/Authority/Catalogue')).list;
    const usersMenu = find(catalogue, 'user')!;
    const edit = usersMenu.button.find((b) => b.enCode === 'btn_edit')!;
    const before = dataOf(getAuthorization, await call(admin, 'GET', `/api/permission/Authority/Data/${ids.position}?objectType=position`));
    expect(before.module).toEqual([]);
    await call(admin, 'PUT', `/api/permission/Authority/Data/${ids.position}`, { objectType: 'position', module: [usersMenu.id], button: [edit.id] });
    const target = await created(admin, '/api/permission/Users', { account: 'target1', realName: 'T', organizeId: ids.org, userPassword: 'Abc12345' });
    const payload = { account: 'target1', realName: 'Renamed', organizeId: ids.org };
    expect((await call(clerk, 'PUT', `/api/permission/Users/${target}`, payload)).statusCode).toBe(200);
    // Editing, yes; an administrator's account, no (its e-mail would hand the account over).
    const adminId = dataOf(listUsers, await call(admin, 'GET', '/api/permission/Users?keyword=admin@')).list[0]!.id;
    const onAdmin = await call(clerk, 'PUT', `/api/permission/Users/${adminId}`, { account: 'admin', realName: 'Taken', organizeId: ids.org });
    expect(onAdmin.statusCode).toBe(403);
    expect(body(onAdmin).msg).toBe('Only an administrator can change an administrator’s account.');
    await call(admin, 'PUT', `/api/permission/Authority/Data/${ids.position}`, { objectType: 'position' });
    expect((await call(clerk, 'PUT', `/api/permission/Users/${target}`, payload)).statusCode).toBe(403);
  });

  it('refuses a button without its menu, and unknown items, naming the field', async () => {
    const catalogue = dataOf(authorizeCatalogue, await call(admin, 'GET', '/api/permission/Authority/Catalogue')).list;
    const add = find(catalogue, 'role')!.button[0]!;
    const orphan = await call(admin, 'PUT', `/api/permission/Authority/Data/${ids.role}`, { objectType: 'role', button: [add.id] });
    expect(orphan.statusCode).toBe(400);
    expect(Object.keys((body(orphan).data as { fields: object }).fields)).toEqual(['button']);
    const unknown = await call(admin, 'PUT', `/api/permission/Authority/Data/${ids.role}`, { objectType: 'role', module: ['nope'] });
    expect(body(unknown).msg).toBe('module: no such permission item (nope)');
  });
});
