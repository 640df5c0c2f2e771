/**
 * Organisation and permissions, two figures, each against a bare Fastify route running the
 * identical SQL (Drizzle's toSQL() of the server's own statements) through the driver:
 *
 * - CurrentUser for a user with 10 roles over 500 menu entries and 5,000 buttons: the baseline runs
 *   the menu and the four item statements (the permission work) on every request; the app adds the
 *   session check, profile and envelope, and reads the grants again only when the grants revision
 *   moved (permission/grants-cache.ts). The cost of that read is printed too: one request at a time,
 *   each right after a change of grants, against one at a time with none.
 * - The user list over 100,000 users, filtered by an organisation subtree and a keyword, page of 20.
 *
 * PostgreSQL when BENCH_DATABASE_URL is set, else embedded PGlite in a temporary directory.
 * Run alone with `npx tsx tests/bench/permissions.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { and, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { migrateDatabase, openDatabase, queryRows, type Db } from '../../src/server/db/client.ts';
import { seedDatabase } from '../../src/server/seed/seed.ts';
import { hashDigest, md5Hex } from '../../src/server/modules/auth/passwords.ts';
import { freshServerDatabase, row, signIn } from './bench-support.ts';
import { grantedModuleIds, permittedItemsQuery, permittedModulesQuery } from '../../src/server/modules/permission/queries.ts';
import { organizationSubtree, subtreeIds } from '../../src/server/modules/permission/records.ts';
import { inOrganizations, keywordFilter, userPageQueries } from '../../src/server/modules/users/queries.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 8;
const PASSWORD = 'Bench#2026pass';
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const MENUS = 500;
const BUTTONS_PER_MENU = 10;
const ROLES = 10;

type RunSql = (text: string, params: unknown[]) => Promise<unknown[]>;

async function perSecond(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Mean ms of one request at a time over 20, each after `before` (not timed). */
async function sequentialMs(url: string, headers: Record<string, string>, before?: () => Promise<unknown>): Promise<number> {
  let total = 0;
  for (let i = 0; i < 20; i++) {
    await before?.();
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    total += performance.now() - started;
  }
  return total / 20;
}

/** 500 pages with 10 buttons each, split over 10 roles held by one user; 100,000 users in a 3-level tree. */
async function generate(db: Db): Promise<{ userId: string; subtreeRoot: string }> {
  const hash = await hashDigest(md5Hex(PASSWORD));
  await db.execute(sql`insert into modules (id, en_code, full_name, type, url_address, sort_code)
    select 'bm' || i, 'benchMenu' || i, 'Bench page ' || i, 2, 'bench/page' || i, 1000 + i from generate_series(1, ${MENUS}) i`);
  await db.execute(sql`insert into module_buttons (id, module_id, en_code, full_name, sort_code)
    select 'bb' || i || '-' || j, 'bm' || i, 'btn_' || j, 'Button ' || j, j
    from generate_series(1, ${MENUS}) i, generate_series(1, ${BUTTONS_PER_MENU}) j`);
  await db.execute(sql`insert into roles (id, en_code, full_name) select 'br' || r, 'benchRole' || r, 'Bench role ' || r from generate_series(1, ${ROLES}) r`);
  await db.execute(sql`insert into authorizations (object_type, object_id, item_type, item_id)
    select 'role', 'br' || (1 + (i - 1) % ${ROLES}), 'module', 'bm' || i from generate_series(1, ${MENUS}) i`);
  await db.execute(sql`insert into authorizations (object_type, object_id, item_type, item_id)
    select 'role', 'br' || (1 + (i - 1) % ${ROLES}), 'button', 'bb' || i || '-' || j
    from generate_series(1, ${MENUS}) i, generate_series(1, ${BUTTONS_PER_MENU}) j`);
  await db.execute(sql`insert into users (id, account, real_name, name_pinyin, password_hash) values ('bench-user', 'benchuser', 'Bench User', '', ${hash})`);
  await db.execute(sql`insert into user_roles (user_id, role_id) select 'bench-user', 'br' || r from generate_series(1, ${ROLES}) r`);
  // 10 regions under the seed's root, 10 sites under each; users spread over the sites.
  const [root] = await queryRows<{ id: string }>(db, sql`select id from organizations where parent_id is null order by sort_code limit 1`);
  await db.execute(
    sql`insert into organizations (id, parent_id, en_code, full_name) select 'bo' || r, ${root!.id}, 'BR' || r, 'Region ' || r from generate_series(1, 10) r`,
  );
  await db.execute(sql`insert into organizations (id, parent_id, en_code, full_name)
    select 'bo' || r || '-' || s, 'bo' || r, 'BR' || r || '-' || s, 'Site ' || r || '-' || s from generate_series(1, 10) r, generate_series(1, 10) s`);
  // The names are ASCII, so no pinyin: '' (null would leave them to the server's start-up backfill).
  await db.execute(sql`insert into users (id, account, real_name, name_pinyin, password_hash, organization_id, mobile, email)
    select 'bu' || n, 'user' || lpad(n::text, 6, '0'), 'User ' || n, '', ${hash}, 'bo' || (1 + n % 10) || '-' || (1 + (n / 10) % 10),
      '1380000' || lpad(n::text, 6, '0'), 'user' || n || '@bench.local'
    from generate_series(1, ${USERS}) n`);
  await db.execute(sql`analyze`);
  return { userId: 'bench-user', subtreeRoot: 'bo3' };
}

export async function benchPermissions(): Promise<void> {
  const server = process.env.BENCH_DATABASE_URL ? await freshServerDatabase(process.env.BENCH_DATABASE_URL, 'perm') : null;
  const url = server?.url;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-bench-perm-'));
  const pglite = url ? null : await PGlite.create(path.join(work, 'pgdata'));
  const database = await openDatabase(pglite ? { pglite } : { url: url! });
  const pool = url ? new pg.Pool({ connectionString: url, max: 10 }) : null;
  const run: RunSql = pool
    ? async (text, params) => (await pool.query<Record<string, unknown>>(text, params)).rows
    : async (text, params) => (await pglite!.query<Record<string, unknown>>(text, params)).rows;
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, PASSWORD);
    const started = Date.now();
    const { userId, subtreeRoot } = await generate(database.db);
    console.log(
      `\nOrganisation and permissions on ${database.engine}: ${MENUS} menus, ${MENUS * BUTTONS_PER_MENU} buttons, ${ROLES} roles; ${USERS} users (generated in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );

    const granted = grantedModuleIds(userId, false);
    const statements = [
      permittedModulesQuery(database.db, userId, false).toSQL(),
      ...(['button', 'column', 'form', 'resource'] as const).map((kind) => permittedItemsQuery(database.db, kind, userId, false, granted).toSQL()),
    ];
    const listQuery = { currentPage: 1, pageSize: 20, sidx: 'sortCode' as const, sort: 'asc' as const, language: 'en' as const };
    const listFilter = and(inOrganizations(await subtreeIds(database.db, organizationSubtree(subtreeRoot))), keywordFilter('User 12'));
    const { page, total } = userPageQueries(database.db, listQuery, listFilter);
    const [pageSql, totalSql] = [page.toSQL(), total.toSQL()];

    const bare = Fastify();
    bare.get('/me', async () => {
      const [menus, ...items] = await Promise.all(statements.map((s) => run(s.sql, s.params)));
      return { code: 200, msg: '', data: { menus, items } };
    });
    bare.get('/users', async () => {
      const [rows, n] = await Promise.all([run(pageSql.sql, pageSql.params), run(totalSql.sql, totalSql.params)]);
      return { code: 200, msg: '', data: { list: rows, total: n } };
    });
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', LOGIN_RATE_LIMIT: '1000000', ...(url ? { DATABASE_URL: url } : {}) });
    const app = await buildApp(config, { database, serveStatic: false });
    const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const benchToken = { authorization: `Bearer ${await signIn(appUrl, 'benchuser', PASSWORD)}` };
    const adminToken = { authorization: `Bearer ${await signIn(appUrl, 'admin', PASSWORD)}` };

    const me = (await (await fetch(`${appUrl}/api/oauth/CurrentUser`, { headers: benchToken })).json()) as {
      data: { permissionList: { button: unknown[] }[] };
    };
    const buttons = me.data.permissionList.reduce((n, p) => n + p.button.length, 0);
    console.log(`  CurrentUser of benchuser: ${me.data.permissionList.length} pages, ${buttons} buttons`);
    const listPath = `/api/permission/Users?organizeId=${subtreeRoot}&keyword=${encodeURIComponent('User 12')}&pageSize=20`;
    const list = (await (await fetch(`${appUrl}${listPath}`, { headers: adminToken })).json()) as { data: { list: unknown[]; pagination: { total: number } } };
    const baseList = (await (await fetch(`${bareUrl}/users`)).json()) as { data: { list: unknown[] } };
    console.log(
      `  user list: ${list.data.list.length} of ${list.data.pagination.total} under Region 3 matching "User 12" (baseline page: ${baseList.data.list.length} rows)`,
    );
    console.log(`  ${CONNECTIONS} connections, ${DURATION_S} s each, ${os.cpus().length} cores`);

    const meBase = await perSecond(`${bareUrl}/me`);
    const meApp = await perSecond(`${appUrl}/api/oauth/CurrentUser`, benchToken);
    console.log(row(`permission SQL via ${pool ? 'pg' : 'PGlite'} (baseline)`, meBase));
    console.log(row('Supplyline GET /api/oauth/CurrentUser', meApp));
    console.log(`  ratio Supplyline / baseline: ${(meApp.rps / meBase.rps).toFixed(3)}  (goal ≥ 0.6)`);
    const unchanged = await sequentialMs(`${appUrl}/api/oauth/CurrentUser`, benchToken);
    const changed = await sequentialMs(`${appUrl}/api/oauth/CurrentUser`, benchToken, () =>
      database.db.execute(sql`update roles set sort_code = sort_code where id = 'br1'`),
    );
    console.log(
      `  one at a time: ${unchanged.toFixed(1)} ms with grants unchanged, ${changed.toFixed(1)} ms each right after a change of grants (read afresh)`,
    );

    const listBase = await perSecond(`${bareUrl}/users`);
    const listApp = await perSecond(`${appUrl}${listPath}`, adminToken);
    console.log(row(`user list SQL via ${pool ? 'pg' : 'PGlite'} (baseline)`, listBase));
    console.log(row('Supplyline GET /api/permission/Users', listApp));
    console.log(`  ratio Supplyline / baseline: ${(listApp.rps / listBase.rps).toFixed(3)}  (goal ≥ 0.6); ms per page p99 ${listApp.p99}`);
    await bare.close();
    await app.close();
  } finally {
    await pool?.end();
    await database.close();
    await server?.drop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchPermissions().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
