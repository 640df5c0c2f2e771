import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../src/server/db/client.ts';
import { hashDigest, md5Hex } from '../../src/server/modules/auth/passwords.ts';
import { currentUser, type CurrentUser } from '../../src/shared/contracts/current-user.ts';
import { login as loginContract } from '../../src/shared/contracts/auth.ts';
import { listMenus } from '../../src/shared/contracts/menus.ts';
import { findMenu } from './support/menus.ts';
import { moduleButtons } from '../../src/shared/contracts/module-items.ts';
import { dataOf, loginForm, TEST_PASSWORD } from './support/harness.ts';
import { startTwoInstances, type Instances } from './support/instances.ts';

// Both engines: the grants revision moves in its own transaction and is announced to the other instances.

/**
 * CurrentUser's menu and permission lists are cached per user and grants revision: a change of
 * grants, memberships or menus moves the revision in its own transaction, and every request reads
 * the revision with its session (plugins/auth.ts: as the database holds it when the request comes).
 * Two server instances on one database (each its own pool and caches on PostgreSQL), as behind a load
 * balancer: a change counts on the next answer of either instance.
 */
const PASSWORD = 'Cache#Fresh2026';
let dbs: Database[] = [];
let apps: FastifyInstance[] = [];
let instances: Instances;
let admin: string;
let cleo: string;
const ids: Record<string, string> = {};

const call = (instance: number, token: string, method: InjectOptions['method'], url: string, payload?: object) =>
  apps[instance]!.inject({ method, url, headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' }, ...(payload ? { payload } : {}) });
const ok = async (instance: number, method: InjectOptions['method'], url: string, payload?: object) => {
  const res = await call(instance, admin, method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const grantUser = (items: Record<string, string[]>) => ok(1, 'PUT', `/api/permission/Authority/Data/${ids.cleo}`, { objectType: 'user', ...items });
const signIn = async (account: string, password: string) => {
  const res = await apps[0]!.inject({
    method: 'POST',
    url: '/api/oauth/Login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    payload: loginForm(account, password),
  });
  return dataOf(loginContract, res).token;
};
/** Cleo's CurrentUser from an instance: the codes of her pages and of the Users page's buttons. */
const cleoSeesOn = async (instance: number) => {
  const me: CurrentUser = dataOf(currentUser, await call(instance, cleo, 'GET', '/api/oauth/CurrentUser'));
  const users = me.permissionList.find((p) => p.modelId === ids.usersMenu);
  return { pages: me.permissionList.map((p) => p.moduleName).sort(), buttons: (users?.button ?? []).map((b) => b.enCode).sort() };
};
/** What Cleo sees after a change made through instance 1: the same on both instances' next answers. */
const cleoSees = async () => {
  const there = await cleoSeesOn(1);
  expect(await cleoSeesOn(0)).toEqual(there);
  return there;
};
const revision = async () => (await queryRows<{ rev: string }>(dbs[0]!.db, sql`select rev::text as rev from permission_revision`))[0]!.rev;

beforeAll(async () => {
  instances = await startTwoInstances();
  ({ apps, dbs } = instances);
  admin = await signIn('admin', TEST_PASSWORD);
  const menus = dataOf(listMenus, await ok(1, 'GET', '/api/system/Menu')).list;
  const usersMenu = findMenu(menus, 'user')!;
  ids.usersMenu = usersMenu.id;
  ids.permissionDir = usersMenu.parentId!;
  ids.notices = findMenu(menus, 'notices')!.id;
  const buttons = dataOf(moduleButtons.list, await ok(1, 'GET', `/api/system/ModuleButton/${usersMenu.id}/List`)).list;
  ids.btnAdd = buttons.find((b) => b.enCode === 'btn_add')!.id;
  ids.btnEdit = buttons.find((b) => b.enCode === 'btn_edit')!.id;
  const [row] = await queryRows<{ id: string }>(
    dbs[0]!.db,
    sql`insert into users (id, account, real_name, name_pinyin, password_hash) values ('cleo-1', 'cleo1', 'Cleo', '', ${await hashDigest(md5Hex(PASSWORD))}) returning id`,
  );
  ids.cleo = row!.id;
  cleo = await signIn('cleo1', PASSWORD);
});
afterAll(async () => {
  await instances.close();
});

describe('CurrentUser follows grants at once on every instance', () => {
  it('a grant, a wider grant, a role, its disabling and a group each show on the next answer', async () => {
    await grantUser({ module: [ids.permissionDir!, ids.usersMenu!], button: [ids.btnAdd!] });
    expect(await cleoSees()).toEqual({ pages: ['Users'], buttons: ['btn_add'] });
    expect(await cleoSees()).toEqual({ pages: ['Users'], buttons: ['btn_add'] });

    await grantUser({ module: [ids.permissionDir!, ids.usersMenu!], button: [ids.btnAdd!, ids.btnEdit!] });
    expect((await cleoSees()).buttons).toEqual(['btn_add', 'btn_edit']);

    const role = (await ok(1, 'POST', '/api/permission/Role', { fullName: 'Notice Reader', enCode: 'noticeReader' })).json<{ data: { id: string } }>().data.id;
    await ok(1, 'PUT', `/api/permission/Authority/Data/${role}`, { objectType: 'role', module: [ids.notices!] });
    await dbs[1]!.db.execute(sql`insert into user_roles (user_id, role_id) values (${ids.cleo}, ${role})`);
    expect((await cleoSees()).pages).toEqual(['Notices', 'Users']);
    await ok(1, 'PUT', `/api/permission/Role/${role}/Actions/State`);
    expect((await cleoSees()).pages).toEqual(['Users']);

    const group = (await ok(1, 'POST', '/api/permission/Group', { fullName: 'Notice Group', enCode: 'noticeGroup' })).json<{ data: { id: string } }>().data.id;
    await ok(1, 'PUT', `/api/permission/Authority/Data/${group}`, { objectType: 'group', module: [ids.notices!] });
    await ok(1, 'PUT', `/api/permission/Group/${group}/Members`, { userIds: [ids.cleo] });
    expect((await cleoSees()).pages).toEqual(['Notices', 'Users']);

    await grantUser({});
    expect((await cleoSees()).pages).toEqual(['Notices']);
  });

  it('a renamed menu shows under its new name', async () => {
    const info = (await ok(1, 'GET', `/api/system/Menu/${ids.notices}`)).json<{ data: Record<string, unknown> }>().data;
    const { id: _id, isSystem: _s, ...form } = info;
    await ok(1, 'PUT', `/api/system/Menu/${ids.notices}`, { ...form, fullName: 'Bulletins' });
    expect((await cleoSees()).pages).toEqual(['Bulletins']);
  });
});

describe('the grants revision', () => {
  const moves = async (statement: string) => {
    const before = await revision();
    await dbs[0]!.db.execute(sql.raw(statement));
    return (await revision()) !== before;
  };

  it('moves with each change that can grant or take away', async () => {
    const [organization] = await queryRows<{ id: string }>(dbs[0]!.db, sql`select id from organizations limit 1`);
    await dbs[0]!.db.execute(sql`insert into user_groups (id, en_code, full_name) values ('rev-group', 'revGroup', 'Revision group')`);
    await dbs[0]!.db.execute(
      sql`insert into positions (id, organization_id, en_code, full_name) values ('rev-position', ${organization!.id}, 'revPosition', 'Revision position')`,
    );
    const group = { id: 'rev-group' };
    const position = { id: 'rev-position' };
    for (const statement of [
      `delete from user_group_members where user_id = 'cleo-1' and group_id = '${group.id}'`,
      `insert into user_group_members (group_id, user_id) values ('${group.id}', 'cleo-1')`,
      `update users set position_id = '${position.id}' where id = 'cleo-1'`,
      `insert into user_positions (user_id, position_id) values ('cleo-1', '${position.id}')`,
      `update positions set enabled = false where id = '${position.id}'`,
      `update users set is_administrator = true where id = 'cleo-1'`,
      `update users set is_administrator = false where id = 'cleo-1'`,
      `insert into organize_administrators (organization_id, user_id, this_layer_select) values ('${organization!.id}', 'cleo-1', true)`,
      `update module_buttons set full_name = full_name || '.' where en_code = 'btn_edit'`,
      `update module_columns set full_name = full_name`,
      `update module_forms set full_name = full_name`,
      `update module_data_rules set full_name = full_name`,
      `update modules set sort_code = sort_code + 1 where en_code = 'notices'`,
      `update roles set full_name = full_name || '.'`,
      `update user_groups set enabled = not enabled`,
      `delete from authorizations where object_id = 'cleo-1'`,
    ]) {
      expect(await moves(statement), statement).toBe(true);
    }
  });

  it("stays where it is for a user's other changes, sign-ins and unrelated tables, so answers stay cached", async () => {
    await signIn('cleo1', PASSWORD);
    for (const statement of [
      `update users set language = 'en', theme = 'classic', real_name = 'Cleo B' where id = 'cleo-1'`,
      `update users set position_id = position_id where id = 'cleo-1'`,
      `update organizations set full_name = full_name || '.'`,
      `update system_config set value = value`,
    ]) {
      expect(await moves(statement), statement).toBe(false);
    }
  });
});
