import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client.ts';
import { users } from '../../src/server/db/schema/index.ts';
import { hashDigest, md5Hex } from '../../src/server/modules/auth/passwords.ts';
import { startPinyinBackfill } from '../../src/server/modules/users/pinyin-backfill.ts';
import type { TreeNode } from '../../src/shared/contracts/admin-fields.ts';
import { listUsers } from '../../src/shared/contracts/users.ts';
import * as c from '../../src/shared/contracts/user-pickers.ts';
import { body, dataOf, startTestApp, type TestApp, tokenWithOwnPassword } from './support/harness.ts';

/**
 * The user picker's calls: who may call them, which users each offers (enabled ones only), the
 * lazily loaded tree, and keywords matching a Chinese name by its pinyin and initials.
 */
let t: TestApp;
let admin: string;
let staff: string;
type Name = 'acme' | 'north' | 'empty' | 'loop' | 'holding' | 'branch' | 'branchTop' | 'sales' | 'east' | 'quiet' | 'role' | 'clerkPos' | 'deskPos';
type Account = 'zhangsan' | 'lisi' | 'wangwu' | 'zhaoliu' | 'pct' | 'cycA' | 'cycB';
/** Filled in by beforeAll, before any test reads it. */
const ids = {} as Record<Name | Account, string>;

const call = (token: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.request({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });
async function created(url: string, payload: object): Promise<string> {
  const res = await call(admin, 'POST', url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}
const person = (account: string, realName: string, at: { organizeId: string; departmentId?: string; managerId?: string; positionId?: string }) =>
  created('/api/permission/Users', { account, realName, roleId: ids.role, userPassword: 'Given123', ...at });
const signIn = (account: string) => tokenWithOwnPassword(t, account);

const selector = async (token: string, id: string, keyword = '') =>
  dataOf(c.userSelector, await call(token, 'POST', `/api/permission/Users/ImUser/Selector/${id}`, { keyword })).list;
const accountsFound = async (keyword: string) => (await selector(staff, '0', keyword)).map((n) => n.account);
const organizationUsers = async (token: string, query = '') =>
  dataOf(c.organizationUsers, await call(token, 'GET', `/api/permission/Users/getOrganization${query}`)).list.map((u) => u.account);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');
  ids.acme = await created('/api/permission/Organize', { fullName: 'Acme', enCode: 'PK-ACME' });
  ids.north = await created('/api/permission/Organize', { fullName: 'Acme North', enCode: 'PK-NORTH', parentId: ids.acme });
  ids.empty = await created('/api/permission/Organize', { fullName: 'Acme Empty', enCode: 'PK-EMPTY', parentId: ids.acme });
  ids.loop = await created('/api/permission/Organize', { fullName: 'Loop Co', enCode: 'PK-LOOP' });
  // Only organisations and departments under it, no users of its own: it still opens.
  ids.holding = await created('/api/permission/Organize', { fullName: 'Holding', enCode: 'PK-HOLD' });
  await created('/api/permission/Organize', { fullName: 'Holding Sub', enCode: 'PK-HOLD-SUB', parentId: ids.holding });
  ids.branch = await created('/api/permission/Organize', { fullName: 'Branch', enCode: 'PK-BRANCH' });
  ids.branchTop = await created('/api/permission/Organize/Department', { fullName: 'Branch Office', enCode: 'PK-BR-OFF', organizeId: ids.branch });
  await created('/api/permission/Organize/Department', { fullName: 'Branch Desk', enCode: 'PK-BR-DESK', organizeId: ids.branch, parentId: ids.branchTop });
  ids.sales = await created('/api/permission/Organize/Department', { fullName: 'Sales', enCode: 'PK-SALES', organizeId: ids.acme });
  ids.east = await created('/api/permission/Organize/Department', { fullName: 'Sales East', enCode: 'PK-EAST', organizeId: ids.acme, parentId: ids.sales });
  ids.quiet = await created('/api/permission/Organize/Department', { fullName: 'Quiet', enCode: 'PK-QUIET', organizeId: ids.acme, parentId: ids.sales });
  ids.role = await created('/api/permission/Role', { fullName: 'Picker staff', enCode: 'pk-staff' });
  ids.clerkPos = await created('/api/permission/Position', { fullName: 'Clerk', enCode: 'PK-CLERK', organizeId: ids.acme });
  ids.deskPos = await created('/api/permission/Position', { fullName: 'Desk', enCode: 'PK-DESK', organizeId: ids.acme });
  ids.zhangsan = await person('zhangsan', '张三', { organizeId: ids.acme, departmentId: ids.sales, positionId: ids.clerkPos });
  ids.lisi = await person('lisi', '李四', {
    organizeId: ids.acme,
    departmentId: ids.east,
    managerId: ids.zhangsan,
    positionId: `${ids.deskPos},${ids.clerkPos}`,
  });
  ids.wangwu = await person('wangwu', '王五', { organizeId: ids.acme, managerId: ids.lisi });
  ids.zhaoliu = await person('zhaoliu', '赵六', { organizeId: ids.acme, departmentId: ids.quiet, managerId: ids.zhangsan, positionId: ids.clerkPos });
  ids.pct = await person('pct-user', '100% Real', { organizeId: ids.north });
  ids.cycA = await person('cyc-a', 'Cycle A', { organizeId: ids.loop });
  ids.cycB = await person('cyc-b', 'Cycle B', { organizeId: ids.loop, managerId: ids.cycA });
  // The form refuses only a user managing themselves: a longer loop can be made, and must not hang a call.
  await t.db.update(users).set({ managerId: ids.cycB }).where(eq(users.id, ids.cycA));
  expect((await call(admin, 'PUT', `/api/permission/Users/${ids.zhaoliu}/Actions/State`)).statusCode).toBe(200);
  staff = await signIn('zhangsan');
});
afterAll(() => t.close());

describe('who may call the pickers', () => {
  const calls = [
    ['POST', '/api/permission/Users/ImUser/Selector/0', {}],
    ['POST', '/api/permission/Users/getUserList', { userId: [] }],
    ['POST', '/api/permission/Users/getSubordinates', {}],
    ['GET', '/api/permission/Users/getOrganization', undefined],
    ['GET', '/api/permission/Users/GetUsersByPositionId?positionId=x', undefined],
    ['GET', '/api/permission/Users/GetUsersByRoleOrgId?roleId=x', undefined],
    ['GET', '/api/permission/Users/GetUsersList', undefined],
    ['GET', '/api/permission/Users/Selector', undefined],
  ] as const;

  it('anonymous callers get 401, vendors and buyers 403; an internal user without admin menus and the administrator are answered', async () => {
    const [vendor, buyer] = [await t.tokenFor('vendor1'), await t.tokenFor('buyer1')];
    for (const [method, url, payload] of calls) {
      expect((await call(undefined, method, url, payload)).statusCode, url).toBe(401);
      expect((await call(vendor, method, url, payload)).statusCode, url).toBe(403);
      expect((await call(buyer, method, url, payload)).statusCode, url).toBe(403);
      expect((await call(staff, method, url, payload)).statusCode, url).toBe(200);
      expect((await call(admin, method, url, payload)).statusCode, url).toBe(200);
    }
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const notList = await call(staff, 'POST', '/api/permission/Users/getUserList', { userId: ids.zhangsan });
    expect(notList.statusCode).toBe(400);
    expect(body(notList).msg).toContain('userId');
    const noPosition = await call(staff, 'GET', '/api/permission/Users/GetUsersByPositionId');
    expect(noPosition.statusCode).toBe(400);
    expect(body(noPosition).msg).toContain('positionId');
  });
});

describe('keywords', () => {
  it('find a Chinese name by its pinyin, its initials, a character of it and the account', async () => {
    for (const keyword of ['zhangsan', 'zs', 'ZS', '张', 'zhangs']) expect(await accountsFound(keyword), keyword).toContain('zhangsan');
    expect(await accountsFound('wangw')).toEqual(['wangwu']);
  });

  it('take LIKE wildcards literally', async () => {
    expect(await accountsFound('%')).toEqual(['pct-user']);
    expect(await accountsFound('0_ R')).toEqual([]);
    expect(await organizationUsers(staff, `?organizeId=${ids.north}&keyword=${encodeURIComponent('%')}`)).toEqual(['pct-user']);
  });

  it('leave disabled users out', async () => {
    expect(await accountsFound('zhaoliu')).toEqual([]);
    expect(await accountsFound('赵')).toEqual([]);
  });

  it('find a name by its pinyin on the Users page too', async () => {
    const page = dataOf(listUsers, await call(admin, 'GET', '/api/permission/Users?keyword=zs'));
    expect(page.list.map((u) => u.account)).toContain('zhangsan');
  });

  it('follow a name changed on the profile page, and the backfill fills names written before the column', async () => {
    expect((await call(staff, 'PUT', '/api/permission/Users/Current/BaseInfo', { realName: '张三丰' })).statusCode).toBe(200);
    expect(await accountsFound('zsf')).toEqual(['zhangsan']);
    await t.db.update(users).set({ realName: '王五', namePinyin: null }).where(eq(users.id, ids.wangwu));
    expect(await accountsFound('ww')).toEqual([]);
    expect(await startPinyinBackfill(t.db, (err) => expect.fail(String(err))).done).toBeGreaterThanOrEqual(1);
    expect(await accountsFound('ww')).toEqual(['wangwu']);
    expect(await queryRows(t.db, sql`select count(*)::int as n from users where name_pinyin is null`)).toEqual([{ n: 0 }]);
  });
});

describe('the tree', () => {
  it('starts at the top organisations, each saying whether it has anything under it', async () => {
    const top = await selector(staff, '0');
    expect(top.every((n) => n.type === 'company' && n.parentId === null)).toBe(true);
    expect(top.find((n) => n.id === ids.acme)).toMatchObject({ fullName: 'Acme', hasChildren: true, isLeaf: false, account: '', organize: '' });
    expect(top.map((n) => n.id)).not.toContain(ids.north);
    expect(top.find((n) => n.id === ids.holding)).toMatchObject({ hasChildren: true, isLeaf: false });
    expect(top.find((n) => n.id === ids.branch)).toMatchObject({ hasChildren: true, isLeaf: false });
    expect((await selector(staff, ids.branch)).map((n) => [n.fullName, n.hasChildren])).toEqual([['Branch Office', true]]);
  });

  it('under an organisation lists its sub-organisations, its top departments and its users outside departments', async () => {
    const level = await selector(staff, ids.acme);
    expect(level.map((n) => [n.type, n.fullName, n.hasChildren, n.isLeaf])).toEqual([
      ['company', 'Acme Empty', false, true],
      ['company', 'Acme North', true, false],
      ['department', 'Sales', true, false],
      ['user', '王五/wangwu', false, true],
    ]);
    expect(level.every((n) => n.parentId === ids.acme)).toBe(true);
    expect(level[3]).toMatchObject({ id: ids.wangwu, account: 'wangwu', organize: 'Acme' });
    expect((await selector(staff, ids.north)).map((n) => [n.fullName, n.organize])).toEqual([['100% Real/pct-user', 'Acme/Acme North']]);
  });

  it('under a department lists its sub-departments and its enabled users; a department with only disabled users is a leaf', async () => {
    const level = await selector(staff, ids.sales);
    expect(level.map((n) => [n.type, n.fullName, n.hasChildren, n.isLeaf])).toEqual([
      ['department', 'Quiet', false, true],
      ['department', 'Sales East', true, false],
      ['user', expect.stringMatching(/\/zhangsan$/), false, true],
    ]);
    expect(level.every((n) => n.parentId === ids.sales)).toBe(true);
    expect(await selector(staff, ids.quiet)).toEqual([]);
  });

  it('answers an empty level for an id that names nothing', async () => {
    expect(await selector(staff, 'no-such-node')).toEqual([]);
  });
});

/** Li Si as the pickers answer him. */
const lisiPicked = () => ({
  id: ids.lisi,
  account: 'lisi',
  realName: '李四',
  fullName: '李四/lisi',
  headIcon: '',
  organize: 'Acme',
  department: 'Sales East',
  type: 'user',
  isLeaf: true,
});

describe('the lists', () => {
  it('getUserList keeps the order asked and leaves unknown and disabled users out', async () => {
    const res = await call(staff, 'POST', '/api/permission/Users/getUserList', { userId: [ids.wangwu, 'no-such-user', ids.pct, ids.zhaoliu, ids.lisi] });
    const list = dataOf(c.usersByIds, res).list;
    expect(list.map((u) => u.account)).toEqual(['wangwu', 'pct-user', 'lisi']);
    expect(list[2]).toEqual(lisiPicked());
  });

  it('getSubordinates reaches two levels down the manager chain, without disabled users, and ends on a loop', async () => {
    const below = async (token: string, keyword = '') =>
      dataOf(c.subordinates, await call(token, 'POST', '/api/permission/Users/getSubordinates', { keyword })).list.map((u) => u.account);
    expect((await below(staff)).sort()).toEqual(['lisi', 'wangwu']);
    expect(await below(staff, 'ww')).toEqual(['wangwu']);
    expect(await below(await signIn('cyc-a'))).toEqual(['cyc-b']);
  });

  it("getOrganization answers the organisation's users, its departments' included, the caller's own by default", async () => {
    expect((await organizationUsers(staff)).sort()).toEqual(['lisi', 'wangwu', 'zhangsan']);
    expect(await organizationUsers(staff, `?organizeId=${ids.loop}&keyword=b`)).toEqual(['cyc-b']);
    expect(await organizationUsers(staff, `?organizeId=${ids.empty}`)).toEqual([]);
  });

  it('getOrganization answers an empty list to someone in no organisation', async () => {
    await t.db.insert(users).values({ account: 'pk-loner', realName: 'Loner', passwordHash: await hashDigest(md5Hex('Loner#2026x')) });
    expect(await organizationUsers(await t.tokenFor('pk-loner', 'Loner#2026x'))).toEqual([]);
  });

  it('GetUsersByPositionId answers the holders of the position, main or not', async () => {
    const holders = async (query: string) =>
      dataOf(c.usersByPosition, await call(staff, 'GET', `/api/permission/Users/GetUsersByPositionId?${query}`)).list.map((u) => u.account);
    expect((await holders(`positionId=${ids.clerkPos}`)).sort()).toEqual(['lisi', 'zhangsan']);
    expect(await holders(`positionId=${ids.deskPos}`)).toEqual(['lisi']);
    expect(await holders(`positionId=${ids.clerkPos}&keyword=ls`)).toEqual(['lisi']);
  });

  it('GetUsersByRoleOrgId answers the holders of the role, within an organisation and those below it when named', async () => {
    const holders = async (query: string) =>
      dataOf(c.usersByRole, await call(staff, 'GET', `/api/permission/Users/GetUsersByRoleOrgId?roleId=${ids.role}${query}`)).list.map((u) => u.account);
    expect((await holders('')).sort()).toEqual(['cyc-a', 'cyc-b', 'lisi', 'pct-user', 'wangwu', 'zhangsan']);
    expect((await holders(`&organizeId=${ids.acme}`)).sort()).toEqual(['lisi', 'pct-user', 'wangwu', 'zhangsan']);
    expect(await holders(`&organizeId=${ids.north}`)).toEqual(['pct-user']);
  });
});

describe('GetUsersList and Selector', () => {
  const usersPage = async (query: string) => dataOf(c.pickerUserPage, await call(staff, 'GET', `/api/permission/Users/GetUsersList?${query}`));
  const flat = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);

  it('GetUsersList pages the enabled users by name, the keyword matching as in the other pickers', async () => {
    const first = await usersPage('keyword=cyc&pageSize=1');
    expect(first.list.map((u) => u.account)).toEqual(['cyc-a']);
    expect(first.pagination).toEqual({ currentPage: 1, pageSize: 1, total: 2 });
    expect((await usersPage('keyword=cyc&pageSize=1&currentPage=2')).list.map((u) => u.account)).toEqual(['cyc-b']);
    expect((await usersPage('keyword=cyc&sidx=account&sort=desc')).list.map((u) => u.account)).toEqual(['cyc-b', 'cyc-a']);
    expect((await usersPage('keyword=ls')).list).toEqual([lisiPicked()]);
    expect((await usersPage('keyword=zhaoliu')).pagination.total).toBe(0);
    // Without a keyword, everyone enabled: the seeded accounts too.
    const all = await usersPage('pageSize=1000');
    expect(all.list.map((u) => u.account)).toEqual(expect.arrayContaining(['admin', 'lisi', 'pct-user']));
    expect(all.list.map((u) => u.account)).not.toContain('zhaoliu');
    expect(all.pagination.total).toBe(all.list.length);
    const bad = await call(staff, 'GET', '/api/permission/Users/GetUsersList?sidx=password');
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toContain('sidx');
  });

  it('Selector answers the organisation tree with the enabled users under their department, else their organisation', async () => {
    const tree = dataOf(c.userTreeSelector, await call(staff, 'GET', '/api/permission/Users/Selector')).list;
    const nodes = flat(tree);
    const node = (id: string) => nodes.find((n) => n.id === id)!;
    const users = (id: string) => node(id).children.filter((n) => n.type === 'user');
    expect(users(ids.acme).map((n) => [n.fullName, n.enCode, n.parentId])).toEqual([['王五/wangwu', 'wangwu', ids.acme]]);
    expect(users(ids.sales).map((n) => n.enCode)).toEqual(['zhangsan']);
    const lisi = { id: ids.lisi, parentId: ids.east, fullName: '李四/lisi', enCode: 'lisi', type: 'user', enabledMark: 1, hasChildren: false, children: [] };
    expect(users(ids.east)).toEqual([lisi]);
    expect(users(ids.north).map((n) => n.enCode)).toEqual(['pct-user']);
    // The department's only user is disabled: it has nothing under it.
    expect(node(ids.quiet)).toMatchObject({ type: 'department', hasChildren: false, children: [] });
    expect(node(ids.sales).children.map((n) => n.type)).toEqual(['department', 'department', 'user']);
    const accounts = nodes.filter((n) => n.type === 'user').map((n) => n.enCode);
    expect(accounts).not.toContain('zhaoliu');
    expect(new Set(accounts).size).toBe(accounts.length);
  });
});
