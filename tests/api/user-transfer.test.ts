import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client.ts';
import { authorizeCatalogue, type CatalogueModule } from '../../src/shared/contracts/authorize.ts';
import {
  USER_IMPORT_COLUMNS,
  userImportApply,
  userImportPreviewPage,
  userImportUpload,
  type UserImportPreview,
} from '../../src/shared/contracts/user-transfer.ts';
import { listUsers } from '../../src/shared/contracts/users.ts';
import { body, dataOf, startTestApp, type TestApp, tokenWithOwnPassword } from './support/harness.ts';

// Both engines: a workbook import applied in one transaction, its dry run rolled back.

/**
 * Users to and from workbooks (spec 001 Users): the template, the export under the list's filters,
 * data rules and column permission, and the import as a dry run (ImportPreview) that ImportData
 * applies, with the rows with problems handed back as an exception workbook.
 */
let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};
let usersMenu: CatalogueModule;

type Method = 'GET' | 'POST' | 'PUT';
const call = (token: string, method: Method, url: string, payload?: object) => t.request({ method, url, token, ...(payload ? { payload } : {}) });
async function created(url: string, payload: object): Promise<string> {
  const res = await call(admin, 'POST', url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}
const person = (account: string, organizeId: string, managerId: string | null) =>
  created('/api/permission/Users', { account, realName: account, organizeId, managerId, roleId: ids.role, userPassword: 'Given123' });

const signIn = (account: string) => tokenWithOwnPassword(t, account);

/** Grants the team-lead role the Users page with these data rules, columns and buttons. */
async function grantRole(opts: { rules?: string[]; columns?: string[]; buttons?: string[] }): Promise<void> {
  const pick = (items: { id: string; enCode: string }[], codes: string[] | undefined) =>
    items.filter((i) => (codes ?? items.map((x) => x.enCode)).includes(i.enCode)).map((i) => i.id);
  const res = await call(admin, 'PUT', `/api/permission/Authority/Data/${ids.role}`, {
    objectType: 'role',
    module: [usersMenu.id],
    resource: pick(usersMenu.resource, opts.rules ?? []),
    column: pick(usersMenu.column, opts.columns),
    button: pick(usersMenu.button, opts.buttons ?? []),
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function workbookOf(res: { rawPayload: Buffer }): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}
const cellText = (v: unknown) => (v instanceof Date ? 'date' : typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const valuesOf = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1).map(cellText);

/** A workbook of the import columns: the English titles, then the rows (cells by column key). */
async function importWorkbook(rows: Record<string, string>[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Users');
  sheet.columns = USER_IMPORT_COLUMNS.map((c) => ({ key: c.key, header: c.key === 'account' ? 'Account *' : c.key }));
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(token: string, bytes: Buffer, filename = 'users.xlsx') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  const encoded = new Response(form);
  return t.request({
    method: 'POST',
    url: '/api/permission/Users/ImportPreview',
    token,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  });
}

const countUsers = async () => (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from users`))[0]!.n;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');
  const catalogue = dataOf(authorizeCatalogue, await call(admin, 'GET', '/api/permission/Authority/Catalogue')).list;
  usersMenu = catalogue.flatMap((m) => m.children).find((m) => m.enCode === 'user')!;
  ids.east = await created('/api/permission/Organize', { fullName: 'East', enCode: 'EAST' });
  ids.eastSouth = await created('/api/permission/Organize', { fullName: 'East South', enCode: 'EAST-S', parentId: ids.east });
  ids.west = await created('/api/permission/Organize', { fullName: 'West', enCode: 'WEST' });
  ids.role = await created('/api/permission/Role', { fullName: 'Team lead', enCode: 'lead' });
  ids.boss = await person('boss', ids.east, null);
  ids.mid = await person('mid', ids.west, ids.boss);
  ids.low = await person('low', ids.west, ids.mid);
  ids.southie = await person('southie', ids.eastSouth, null);
  ids.westie = await person('westie', ids.west, null);
  await grantRole({ buttons: [] });
  await signIn('boss');
  await signIn('westie');
});
afterAll(() => t.close());

describe('the template', () => {
  it('downloads with the titles in the caller’s language and the column keys in a hidden second row', async () => {
    const res = await t.request({ method: 'GET', url: '/api/permission/Users/TemplateDownload', token: admin, headers: { 'accept-language': 'zh-CN' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheet = await workbookOf(res);
    expect(valuesOf(sheet, 1).slice(0, 3)).toEqual(['账户 *', '姓名 *', '性别']);
    expect(valuesOf(sheet, 2)).toEqual(USER_IMPORT_COLUMNS.map((c) => c.key));
    expect(sheet.getRow(2).hidden).toBe(true);
  });
});

describe('the export', () => {
  const exported = async (token: string, query = '') => {
    const res = await call(token, 'GET', `/api/permission/Users/ExportExcel${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const sheet = await workbookOf(res);
    const rows: string[][] = [];
    sheet.eachRow((row, n) => void (n > 1 && rows.push(valuesOf(sheet, n))));
    return { header: valuesOf(sheet, 1), accounts: rows.map((r) => r[0]!).sort() };
  };

  it('holds the list’s rows under its keyword and organisation filters', async () => {
    expect((await exported(admin, `?organizeId=${ids.east}`)).accounts).toEqual(['boss', 'southie']);
    expect((await exported(admin, '?keyword=sout')).accounts).toEqual(['southie']);
  });

  it('holds exactly the rows a data rule lets the caller see', async () => {
    await t.db.execute(sql`update modules set data_permission = true, column_permission = true where en_code = 'user'`);
    await grantRole({ rules: ['userAndSubordinates'], buttons: ['btn_export'] });
    const boss = await t.tokenFor('boss', 'Own12345');
    expect((await exported(boss)).accounts).toEqual(['boss', 'low', 'mid']);
    await grantRole({ rules: ['organizationAndSub'], buttons: ['btn_export'] });
    expect((await exported(boss)).accounts).toEqual(['boss', 'southie']);
    expect((await exported(await t.tokenFor('westie', 'Own12345'))).accounts).toEqual(['low', 'mid', 'westie']);
  });

  it('leaves out the columns a column permission does not grant', async () => {
    await grantRole({ rules: ['userAndSubordinates'], columns: ['account', 'realName'], buttons: ['btn_export'] });
    const { header } = await exported(await t.tokenFor('boss', 'Own12345'));
    expect(header).toEqual(['Account', 'Name', 'Roles', 'Status', 'Created']);
    expect((await exported(admin, '?keyword=boss')).header).toContain('E-mail');
  });
});

describe('refusals', () => {
  it('403 without the button: the Users page alone lets a user read the list, not export or import', async () => {
    await grantRole({ rules: ['all'], buttons: [] });
    const boss = await t.tokenFor('boss', 'Own12345');
    expect((await call(boss, 'GET', '/api/permission/Users')).statusCode).toBe(200);
    expect((await call(boss, 'GET', '/api/permission/Users/ExportExcel')).statusCode).toBe(403);
    expect((await call(boss, 'GET', '/api/permission/Users/TemplateDownload')).statusCode).toBe(403);
    expect((await upload(boss, await importWorkbook([{ account: 'x1', realName: 'X', organizeCode: 'EAST' }]))).statusCode).toBe(403);
    expect((await call(boss, 'POST', '/api/permission/Users/ImportData', { id: 'x' })).statusCode).toBe(403);
    expect((await call(boss, 'POST', '/api/permission/Users/ExportExceptionData', { id: 'x' })).statusCode).toBe(403);
  });

  it('vendors and buyers are refused', async () => {
    for (const account of ['vendor1', 'buyer1']) {
      const token = await t.tokenFor(account);
      expect((await call(token, 'GET', '/api/permission/Users/TemplateDownload')).statusCode).toBe(403);
      expect((await call(token, 'GET', '/api/permission/Users/ExportExcel')).statusCode).toBe(403);
      expect((await upload(token, await importWorkbook([{ account: 'x1' }]))).statusCode).toBe(403);
    }
  });

  it('bad input is a 400 naming the field', async () => {
    const missing = await call(admin, 'POST', '/api/permission/Users/ImportData', {});
    expect(missing.statusCode).toBe(400);
    expect(body(missing).msg).toContain('id');
    const text = await upload(admin, Buffer.from('account,realName\n'), 'users.csv');
    expect(text.statusCode).toBe(400);
    expect(body(text).data).toEqual({ fields: { file: 'Choose an Excel workbook (.xlsx).' } });
    const garbage = await upload(admin, Buffer.from('not a workbook at all'), 'users.xlsx');
    expect(garbage.statusCode).toBe(400);
    expect(body(garbage).data).toEqual({ fields: { file: 'The workbook cannot be read. Save it as an Excel workbook (.xlsx) and try again.' } });
    const noColumns = await upload(admin, await importWorkbook([]));
    expect(noColumns.statusCode).toBe(400);
    const page = await call(admin, 'GET', '/api/permission/Users/ImportPreview');
    expect(page.statusCode).toBe(400);
    expect(body(page).msg).toContain('id');
    expect((await call(admin, 'GET', '/api/permission/Users/ImportPreview?id=nope')).statusCode).toBe(404);
    expect((await call(admin, 'POST', '/api/permission/Users/ExportExceptionData', {})).statusCode).toBe(400);
  });

  it('a non-administrator can only give the roles they hold', async () => {
    await grantRole({ rules: ['all'], buttons: ['btn_import'] });
    const boss = await t.tokenFor('boss', 'Own12345');
    const res = await upload(boss, await importWorkbook([{ account: 'newbie', realName: 'New', organizeCode: 'EAST', roleCodes: 'vendor' }]));
    const preview = dataOf(userImportUpload, res);
    expect(preview.badRows.list[0]!.problems.map((p) => p.message)).toEqual(['Role codes: you can only give what you hold yourself (vendor)']);
  });
});

describe('the import of 10,000 users', () => {
  const N = 10_000;
  const rows = Array.from({ length: N }, (_, i) => ({
    account: `bulk${i}`,
    realName: `Bulk ${i}`,
    gender: i % 2 ? 'Female' : 'male',
    mobilePhone: `1380000${String(i).padStart(4, '0')}`,
    email: `bulk${i}@example.com`,
    organizeCode: i % 3 ? 'EAST' : 'WEST',
    roleCodes: 'lead',
    managerAccount: i === 0 ? 'boss' : 'bulk0',
  }));
  rows[10] = { ...rows[10]!, account: 'boss' }; // Excel row 12: taken
  rows[500] = { ...rows[500]!, organizeCode: 'NOWHERE' }; // row 502
  rows[9000] = { ...rows[9000]!, email: 'not-an-email', roleCodes: 'lead,ghost' }; // row 9002
  let preview: UserImportPreview;

  it('previews every row without writing a user, naming each bad row and column', async () => {
    const before = await countUsers();
    const res = await upload(admin, await importWorkbook(rows));
    expect(res.statusCode, res.body).toBe(200);
    preview = dataOf(userImportUpload, res);
    expect(preview).toMatchObject({ rowCount: N, validCount: N - 3, badCount: 3, passwordKinds: { generic: N - 3, po: 0 }, status: 'ready' });
    expect(preview.badRows.list.map((r) => [r.row, r.problems.map((p) => p.message)])).toEqual([
      [12, ['Account: the account boss is already taken']],
      [502, ['Organisation code: no organisation has the code NOWHERE']],
      [9002, ['E-mail: not-an-email is not an e-mail address', 'Role codes: no role has the code ghost']],
    ]);
    expect(await countUsers()).toBe(before);
    const zh = await t.request({
      method: 'GET',
      url: `/api/permission/Users/ImportPreview?id=${preview.id}&pageSize=1&currentPage=2`,
      token: admin,
      headers: { 'accept-language': 'zh-TW' },
    });
    expect(dataOf(userImportPreviewPage, zh).badRows.list).toEqual([
      { row: 502, account: 'bulk500', realName: 'Bulk 500', problems: [{ column: 'organizeCode', message: '組織編碼：沒有編碼為 NOWHERE 的組織' }] },
    ]);
  });

  it('hands back exactly the bad rows as the exception workbook', async () => {
    const res = await call(admin, 'POST', '/api/permission/Users/ExportExceptionData', { id: preview.id });
    expect(res.statusCode, res.body).toBe(200);
    const sheet = await workbookOf(res);
    const listed: string[][] = [];
    sheet.eachRow((row, n) => void (n > 2 && listed.push(valuesOf(sheet, n))));
    expect(listed.map((r) => [r[0], r[1]])).toEqual([
      ['12', 'boss'],
      ['502', 'bulk500'],
      ['9002', 'bulk9000'],
    ]);
    expect(listed[2]!.at(-1)).toBe('E-mail: not-an-email is not an e-mail address\nRole codes: no role has the code ghost');
  });

  it('asks for a first password by the rule of creating a user', async () => {
    const none = await call(admin, 'POST', '/api/permission/Users/ImportData', { id: preview.id });
    expect(none.statusCode).toBe(400);
    expect(body(none).data).toEqual({ fields: { userPassword: `Enter the first password of the ${N - 3} new users.` } });
    const weak = await call(admin, 'POST', '/api/permission/Users/ImportData', { id: preview.id, userPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys((body(weak).data as { fields: object }).fields)).toEqual(['userPassword']);
  });

  it('ImportData creates the 9,997 good rows in one go; they are listed and must change their password', async () => {
    const res = await call(admin, 'POST', '/api/permission/Users/ImportData', { id: preview.id, userPassword: 'First123' });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf(userImportApply, res)).toEqual({ created: N - 3, skipped: 3 });
    const listed = dataOf(listUsers, await call(admin, 'GET', '/api/permission/Users?keyword=bulk&pageSize=5&sidx=account'));
    expect(listed.pagination.total).toBe(N - 3);
    const [one] = await queryRows<{ manager: string; change: boolean; org: string; roles: number }>(
      t.db,
      sql`select m.account as manager, u.password_change_required as change, o.en_code as org,
        (select count(*)::int from user_roles ur where ur.user_id = u.id) as roles
        from users u join users m on m.id = u.manager_id join organizations o on o.id = u.organization_id where u.account = 'bulk7'`,
    );
    expect(one).toEqual({ manager: 'bulk0', change: true, org: 'EAST', roles: 1 });
    expect((await t.login('bulk7', 'First123')).statusCode).toBe(200);
    const again = await call(admin, 'POST', '/api/permission/Users/ImportData', { id: preview.id, userPassword: 'First123' });
    expect(again.statusCode).toBe(409);
  });
});

describe('a preview that no longer holds', () => {
  it('is refused and checked again when an account it would create was taken since; the new dry run applies', async () => {
    const rows = ['late1', 'late2'].map((account) => ({ account, realName: account, organizeCode: 'WEST' }));
    const preview = dataOf(userImportUpload, await upload(admin, await importWorkbook(rows)));
    expect(preview).toMatchObject({ validCount: 2, badCount: 0 });
    await person('late1', ids.west!, null);
    const stale = await call(admin, 'POST', '/api/permission/Users/ImportData', { id: preview.id, userPassword: 'First123' });
    expect(stale.statusCode).toBe(409);
    expect(body(stale).msg).toBe(
      'Users or codes changed since the preview, so it was checked again (to import: 1, with problems: 1). Look at it again before importing.',
    );
    const again = dataOf(userImportPreviewPage, await call(admin, 'GET', `/api/permission/Users/ImportPreview?id=${preview.id}`));
    expect(again).toMatchObject({ validCount: 1, badCount: 1, badRows: { list: [{ row: 2, problems: [{ column: 'account' }] }] } });
    const applied = await call(admin, 'POST', '/api/permission/Users/ImportData', { id: preview.id, userPassword: 'First123' });
    expect(dataOf(userImportApply, applied)).toEqual({ created: 1, skipped: 1 });
  });
});
