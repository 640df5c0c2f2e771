// Both engines: a form permission is an authorisation boundary; each engine must refuse the write.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeCatalogue, type CatalogueModule } from '../../src/shared/contracts/authorize.ts';
import { getUser } from '../../src/shared/contracts/users.ts';
import { MODULE_RULE_FIELDS } from '../../src/shared/domain/data-rules.ts';
import { ruleFieldsOf } from '../../src/server/modules/permission/record-fields.ts';
import { USER_RECORDS } from '../../src/server/modules/users/record-fields.ts';
import { body, dataOf, startTestApp, tokenWithOwnPassword, type TestApp } from './support/harness.ts';

/**
 * Form permissions of the Users page: with the page's form switch on, a user writes only the form
 * fields granted to them. Any other field is read-only: an edit that changes it, or a new user that
 * sets it, is refused with the field named in the caller's language, and nothing is written; an edit
 * that leaves it as stored (or out) goes through.
 */
let t: TestApp;
let admin: string;
let clerk: string;
let usersMenu: CatalogueModule;
const ids = { org: '', role: '', other: '', clerk: '', staff: '' };

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, language = 'en') =>
  t.request({ method, url, token, headers: { 'accept-language': language }, ...(payload ? { payload } : {}) });
async function created(url: string, payload: object): Promise<string> {
  const res = await call(admin, 'POST', url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}
const detail = async (id: string) => {
  const { id: _id, creatorTime: _c, hiddenFields: _h, ...form } = dataOf(getUser, await call(admin, 'GET', `/api/permission/Users/${id}`));
  return form;
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');
  const catalogue = dataOf(authorizeCatalogue, await call(admin, 'GET', '/api/permission/Authority/Catalogue')).list;
  usersMenu = catalogue.flatMap((m) => m.children).find((m) => m.enCode === 'user')!;
  ids.org = await created('/api/permission/Organize', { fullName: 'North', enCode: 'NORTH' });
  ids.role = await created('/api/permission/Role', { fullName: 'HR clerk', enCode: 'hrClerk' });
  ids.other = await created('/api/permission/Role', { fullName: 'Auditor', enCode: 'auditor' });
  const grant = await call(admin, 'PUT', `/api/permission/Authority/Data/${ids.role}`, {
    objectType: 'role',
    module: [usersMenu.id],
    button: usersMenu.button.filter((b) => ['btn_add', 'btn_edit'].includes(b.enCode)).map((b) => b.id),
    column: usersMenu.column.map((c) => c.id),
    form: usersMenu.form.filter((f) => ['account', 'realName', 'mobilePhone', 'email', 'organizeId'].includes(f.enCode)).map((f) => f.id),
  });
  expect(grant.statusCode, grant.body).toBe(200);
  ids.clerk = await created('/api/permission/Users', { account: 'clerk', realName: 'Clerk', organizeId: ids.org, roleId: ids.role, userPassword: 'Given123' });
  ids.staff = await created('/api/permission/Users', {
    account: 'staff',
    realName: 'Staff',
    organizeId: ids.org,
    roleId: `${ids.role},${ids.other}`,
    userPassword: 'Given123',
  });
  await t.db.execute(sql`update modules set form_permission = true where en_code = 'user'`);
  clerk = await tokenWithOwnPassword(t, 'clerk');
});
afterAll(() => t.close());

describe('form permissions on the Users page', () => {
  it('the page offers every declared form field to grant, and its data rules name only declared fields', () => {
    expect(usersMenu.form.map((f) => f.enCode)).toContain('roleId');
    expect(ruleFieldsOf(USER_RECORDS).sort()).toEqual([...MODULE_RULE_FIELDS.user].sort());
  });

  it('lets a granted field change, and keeps read-only fields sent back as they are', async () => {
    const res = await call(clerk, 'PUT', `/api/permission/Users/${ids.staff}`, { ...(await detail(ids.staff)), mobilePhone: '13800138000' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await detail(ids.staff)).toMatchObject({ mobilePhone: '13800138000' });
  });

  it('refuses an edit that changes a read-only field, naming it in the caller’s language, and writes nothing', async () => {
    const before = await detail(ids.staff);
    const res = await call(clerk, 'PUT', `/api/permission/Users/${ids.staff}`, { ...before, email: 'staff@example.com', roleId: ids.other }, 'zh-CN');
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toContain('角色');
    expect(body(res).data).toEqual({ fields: { roleId: body(res).msg } });
    expect(await detail(ids.staff)).toEqual(before);
    // Sent in another order, the same roles are no change.
    const same = await call(clerk, 'PUT', `/api/permission/Users/${ids.staff}`, { ...before, roleId: `${ids.other},${ids.role}` });
    expect(same.statusCode, same.body).toBe(200);
    const status = await call(clerk, 'PUT', `/api/permission/Users/${ids.staff}`, { ...before, enabledMark: 0 });
    expect(status.statusCode).toBe(400);
    expect(body(status).msg).toBe('You may not change Status here: your permissions leave it read-only. Ask an administrator to grant the field.');
  });

  it('refuses a new user who sets a read-only field, and takes one that leaves them at their defaults', async () => {
    const refused = await call(clerk, 'POST', '/api/permission/Users', {
      account: 'newbie',
      realName: 'Newbie',
      organizeId: ids.org,
      roleId: ids.role,
      userPassword: 'Given123',
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys((body(refused).data as { fields: object }).fields)).toEqual(['roleId']);
    const taken = await call(clerk, 'POST', '/api/permission/Users', {
      account: 'newbie',
      realName: 'Newbie',
      organizeId: ids.org,
      email: 'n@example.com',
      userPassword: 'Given123',
    });
    expect(taken.statusCode, taken.body).toBe(200);
  });

  it('holds no field back from an administrator, and none when the page’s form switch is off', async () => {
    const before = await detail(ids.staff);
    expect((await call(admin, 'PUT', `/api/permission/Users/${ids.staff}`, { ...before, sortCode: 7 })).statusCode).toBe(200);
    await t.db.execute(sql`update modules set form_permission = false where en_code = 'user'`);
    const res = await call(clerk, 'PUT', `/api/permission/Users/${ids.staff}`, { ...before, sortCode: 8 });
    expect(res.statusCode, res.body).toBe(200);
    await t.db.execute(sql`update modules set form_permission = true where en_code = 'user'`);
  });
});
