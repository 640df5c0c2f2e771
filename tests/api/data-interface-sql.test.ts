import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client.ts';
import { FUNCTIONS, ROW_SOURCES } from '../../src/server/modules/data-interfaces/sql-guard.ts';
import { asReader } from '../../src/server/modules/data-interfaces/sql-runner.ts';
import { body, startTestApp, type TestApp } from './support/harness.ts';

// Both engines: hostile SQL against PostgreSQL's parser, a read-only transaction and role, and the cost guard (PGlite's only stop for a runaway statement).

/**
 * What a data interface's SQL may not do. Each hostile statement is previewed as a draft and saved as
 * an interface: both answer 400 naming `query` with the reason, and nothing it meant to do happened
 * (the rows it meant to delete or change are still there, no role or setting changed).
 */
let t: TestApp;
let admin: string;

const preview = (query: string, params: Record<string, string> = {}, requestParameters: object[] = []) =>
  t.request({
    method: 'POST',
    url: '/api/system/DataInterface/0/Actions/Preview',
    token: admin,
    payload: { draft: { dataType: 1, query, requestParameters }, params },
  });
const save = (query: string) =>
  t.request({ method: 'POST', url: '/api/system/DataInterface', token: admin, payload: { fullName: 'Hostile', enCode: 'Hostile', query } });
const reason = (res: Awaited<ReturnType<typeof preview>>) => (body(res).data as { fields?: Record<string, string> } | null)?.fields?.['query'] ?? body(res).msg;

async function counts() {
  const [row] = await queryRows<{ areas: number; users: number; admins: number }>(
    t.db,
    sql`select (select count(*)::int from areas) as areas, (select count(*)::int from users) as users, (select count(*)::int from users where is_administrator) as admins`,
  );
  return row!;
}

beforeAll(async () => {
  t = await startTestApp({ DATA_INTERFACE_MAX_COST: '2000000' });
  admin = await t.tokenFor('admin');
});
afterAll(() => t.close());

/** An array the planner cannot compute while planning: a subquery's answer, here 10,000 elements. */
const COMPUTED = "(select string_to_array(format('%10000s', ''), NULL))";

const HOSTILE: [name: string, query: string, refusal: RegExp][] = [
  ['two statements', 'select 1; delete from areas', /exactly one statement/],
  ['a second statement after a comment', 'select 1 -- harmless\n; update users set is_administrator = true', /exactly one statement/],
  ['a statement hidden after a block comment', 'select 1 /* ; */ ; drop table areas', /exactly one statement/],
  ['DELETE', 'delete from areas', /Only a SELECT/],
  ['UPDATE', "update users set real_name = 'x'", /Only a SELECT/],
  ['DELETE in a CTE', 'with gone as (delete from areas returning id) select count(*) from gone', /DELETE is not allowed/],
  ['UPDATE in a CTE', 'with up as (update users set is_administrator = true returning id) select * from up', /UPDATE is not allowed/],
  [
    'INSERT in a nested CTE',
    "select * from (with x as (insert into areas (id, en_code, full_name, level) values ('x', 'x', 'x', 1) returning id) select id from x) s",
    /INSERT is not allowed/,
  ],
  ['COPY', "copy users to '/tmp/users.csv'", /Only a SELECT/],
  ['COPY FROM PROGRAM', "copy areas from program 'id'", /Only a SELECT/],
  ['SET ROLE', 'set role postgres', /Only a SELECT/],
  ['set_config to change role', "select set_config('role', 'postgres', true)", /function set_config/],
  ['current_setting', "select current_setting('data_directory')", /function current_setting/],
  ['pg_sleep', 'select pg_sleep(30)', /function pg_sleep/],
  ['pg_sleep inside a subquery', 'select (select pg_sleep(30)) as nap', /function pg_sleep/],
  ['generate_series runaway', 'select count(*) from generate_series(1, 1000000000000)', /function generate_series/],
  ['reading a file', "select pg_read_file('/etc/passwd')", /function pg_read_file/],
  ['large object import', "select lo_import('/etc/passwd')", /function lo_import/],
  ['dblink', "select * from dblink('dbname=postgres', 'select 1') as t(x int)", /function dblink/],
  ['nextval writes a sequence', "select nextval('some_seq')", /function nextval/],
  ['pg_notify', "select pg_notify('sync', 'x')", /function pg_notify/],
  ['a schema-qualified function', 'select public.gen_random_uuid()', /function public.gen_random_uuid/],
  ['pg_catalog table', 'select rolname, rolpassword from pg_catalog.pg_authid', /pg_catalog.pg_authid is outside/],
  ['catalog view without schema', 'select usename, passwd from pg_shadow', /table pg_shadow/],
  ['information_schema', 'select table_name from information_schema.tables', /information_schema.tables is outside/],
  ['TABLE shorthand on a catalogue', 'table pg_roles', /table pg_roles/],
  ['an ungranted table (sessions)', 'select token_hash from sessions', /table sessions/],
  ['an ungranted table in a subquery', 'select (select count(*) from data_interfaces) as n', /table data_interfaces/],
  ['a quoted identifier trick', 'select * from "pg_catalog"."pg_authid"', /pg_catalog.pg_authid is outside/],
  ['a unicode-escaped name', 'select * from U&"\\0070g_shadow"', /table pg_shadow/],
  ['regclass cast probing the catalogue', "select 'pg_authid'::regclass", /Casts to regclass/],
  ['CAST to regproc', "select cast('now' as regproc)", /Casts to regproc/],
  ['SELECT INTO', 'select * into stolen from areas', /SELECT INTO/],
  ['FOR UPDATE', 'select * from areas for update', /FOR UPDATE/],
  ['WITH RECURSIVE', 'with recursive r(n) as (select 1 union all select n + 1 from r) select count(*) from r', /WITH RECURSIVE/],
  ['EXPLAIN ANALYZE of a write', 'explain analyze delete from areas', /Only a SELECT/],
  ['DO block', "do $$ begin execute 'delete from areas'; end $$", /Only a SELECT/],
  ['a placeholder inside quotes', "select * from areas where full_name like '%{kw}%'", /must stand on its own/],
  ['a hand-written parameter', 'select * from areas where id = $1', /must stand on its own/],
  ['a cross join the planner prices out', 'select count(*) from areas a, areas b, areas c', /too heavy/],
  // The planner guesses 10 rows for unnest over an array it cannot compute while planning.
  ['unnest over computed arrays in FROM', `select count(*) from unnest(${COMPUTED}) a, unnest(${COMPUTED}) b`, /unnest may only read a list written/],
  ['unnest over a computed array in the select list', `select count(*) from (select unnest(${COMPUTED}) from areas) s`, /unnest may only read a list written/],
  ['unnest over array_fill', 'select count(*) from unnest(array_fill(1, array[10000])) a, unnest(array_fill(1, array[10000])) b', /unnest may only read/],
  ['unnest over a table column', 'select count(*) from (select array_agg(id) as ids from areas) s, unnest(s.ids) a', /unnest may only read/],
  ['unnest over a parameter', "select count(*) from unnest(string_to_array({kw}, ',')) a", /unnest may only read/],
  [
    'JSON_TABLE over a computed document',
    `select count(*) from json_table((select to_jsonb(${COMPUTED})), '$[*]' columns (x text path '$')) a`,
    /function JSON_TABLE/,
  ],
  ['XMLTABLE', "select * from xmltable('/r/x' passing (select format('<r>%s</r>', 'x')::xml) columns x text) a", /function XMLTABLE/],
  // A CTE stands for a table only in the query level that declares it (and the levels inside it).
  ['a CTE shadowing a catalogue beside it', 'select * from pg_roles, (with pg_roles as (select 1 a) select a from pg_roles) z', /table pg_roles/],
  [
    'a CTE shadowing a catalogue in a sublink',
    'select name, setting from pg_settings where exists (with pg_settings as (select 1) select * from pg_settings)',
    /table pg_settings/,
  ],
  [
    'a CTE shadowing in the other arm of a UNION',
    '(with pg_class as (select 1 as relname) select relname from pg_class) union all select relname from pg_class',
    /table pg_class/,
  ],
  [
    'a CTE reading the catalogue of its own name',
    'with pg_stat_activity as (select query from pg_stat_activity) select * from pg_stat_activity',
    /table pg_stat_activity/,
  ],
  ['a CTE reading a later CTE of its WITH', 'with a as (select * from pg_authid), pg_authid as (select 1) select * from a', /table pg_authid/],
  ['garbage', 'selec * form areas', /cannot be read/],
];

/** Refused when run (the planner's estimate depends on the data then), not when saved. */
const RUN_TIME = new Set(['a cross join the planner prices out']);

describe('hostile data-interface SQL', () => {
  it(`refuses ${HOSTILE.length} hostile statements, naming the reason, and nothing happens`, async () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(20);
    const before = await counts();
    for (const [name, query, refusal] of HOSTILE) {
      const params: Record<string, string> = query.includes('{kw}') ? { kw: 'x' } : {};
      const parameters = query.includes('{kw}') ? [{ field: 'kw' }] : [];
      const tried = await preview(query, params, parameters);
      expect([name, tried.statusCode, reason(tried)]).toEqual([name, 400, expect.stringMatching(refusal)]);
      if (parameters.length === 0 && !RUN_TIME.has(name)) {
        const saved = await save(query);
        expect([`${name} (save)`, saved.statusCode, reason(saved)]).toEqual([`${name} (save)`, 400, expect.stringMatching(refusal)]);
      }
    }
    expect(await counts()).toEqual(before);
    const [{ current } = { current: '' }] = await queryRows<{ current: string }>(t.db, sql`select current_user as current`);
    expect(current).not.toBe('supplyline_data_reader');
  });

  it('the role is a second wall: what passes the check still cannot write or read an ungranted column', async () => {
    const password = await preview('select account, password_hash from users');
    expect(password.statusCode).toBe(400);
    expect(reason(password)).toMatch(/database refused the statement: permission denied/);
    const wall = (statement: string) => asReader(t.db, { maxCost: 1e9, timeoutMs: 5000 }, (tx) => tx.execute(sql.raw(statement)));
    await expect(wall('delete from areas')).rejects.toMatchObject({ key: 'admin.dataInterface.sql.writes' });
    await expect(wall("insert into bill_rules (id, en_code, full_name) values ('x', 'x', 'x')")).rejects.toMatchObject({
      key: 'admin.dataInterface.sql.writes',
    });
    // set_config can take the session's own role back (why the check refuses it); the transaction stays read-only.
    const escaped = asReader(t.db, { maxCost: 1e9, timeoutMs: 5000 }, async (tx) => {
      await tx.execute(sql`select set_config('role', session_user::text, true)`);
      return tx.execute(sql`delete from areas`);
    });
    await expect(escaped).rejects.toMatchObject({ key: 'admin.dataInterface.sql.writes' });
    expect((await counts()).areas).toBeGreaterThan(3000);
  });

  it('runs what it should: CTEs, joins, window functions, bound parameters of every type', async () => {
    const ok = await preview(
      `with provinces as (select id, full_name from areas where level = 1)
       select p.full_name as province, count(c.id) as cities, row_number() over (order by p.full_name) as n,
              {since}::date as since, {min} + 0.5 as half, {n} * 2 as twice, upper({name}) as loud
       from provinces p left join areas c on c.parent_id = p.id
       where p.full_name like '%' || {name} || '%'
       group by p.full_name`,
      { name: '江', min: '1.5', n: '21', since: '2026-01-02' },
      [
        { field: 'name', required: true },
        { field: 'min', dataType: 'decimal' },
        { field: 'n', dataType: 'int' },
        { field: 'since', dataType: 'datetime' },
      ],
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const data = body(ok).data as { columns: string[]; list: Record<string, unknown>[] };
    expect(data.columns).toEqual(['province', 'cities', 'n', 'since', 'half', 'twice', 'loud']);
    expect(data.list.map((r) => r['province'])).toEqual(expect.arrayContaining(['江苏省', '江西省']));
    expect(data.list[0]).toMatchObject({ twice: 42, loud: '江' });
  });

  it('runs CTEs where they are in scope and unnest over a list written into the statement', async () => {
    const ok = await preview(
      `with provinces as (select id from areas where level = 1), named as (select a.full_name from provinces p join areas a on a.id = p.id)
       select x, (select count(*) from (select * from named) n) as provinces, (select count(*) from unnest('{a,b}'::text[]) l, unnest(array[1, 2, 3]) r) as pairs
       from unnest(array[1, 2, 3]) as x`,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const data = body(ok).data as { list: Record<string, unknown>[] };
    expect(data.list.map((r) => r['x'])).toEqual([1, 2, 3]);
    expect(data.list[0]).toMatchObject({ pairs: 6 });
    expect(data.list[0]!['provinces']).toBeGreaterThan(30);
  });

  it('refuses a row-multiplying statement at once, and the server goes on answering meanwhile', async () => {
    // Were it run, this statement would read 100,000,000 rows where the planner sees 100: seconds on
    // PostgreSQL, and on PGlite it would hold the only connection (and the event loop) until done.
    const started = performance.now();
    const hostile = preview(`select count(*) from unnest(${COMPUTED}) a, unnest(${COMPUTED}) b`).then((res) => ({ res, ms: performance.now() - started }));
    const other = preview('select count(*) as n from areas').then((res) => ({ res, ms: performance.now() - started }));
    const [refused, answered] = await Promise.all([hostile, other]);
    expect([refused.res.statusCode, reason(refused.res)]).toEqual([400, expect.stringMatching(/unnest may only read/)]);
    expect(answered.res.statusCode).toBe(200);
    expect(Math.max(refused.ms, answered.ms)).toBeLessThan(3000);
  });

  it('knows every set-returning function it allows', async () => {
    const rows = await queryRows<{ name: string }>(
      t.db,
      sql`select distinct proname::text as name from pg_proc where proretset and proname::text = any(string_to_array(${[...FUNCTIONS].join(',')}, ',')) order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual([...ROW_SOURCES].sort());
  });
});
