import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/client.ts';
import { seedDatabase } from '../../src/server/seed/seed.ts';
import { startTestApp, TEST_PASSWORD, type TestApp } from './support/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const TABLES = [
  'organizations',
  'departments',
  'positions',
  'users',
  'roles',
  'user_roles',
  'modules',
  'authorizations',
  'module_buttons',
  'module_columns',
  'module_data_rules',
  'dictionary_types',
  'dictionary_data',
  'system_config',
];

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
    out[table] = row?.n ?? 0;
  }
  return out;
}

describe('seed', () => {
  it('seeds the spec dictionaries and the demo roles', async () => {
    const types = await queryRows<{ en_code: string }>(t.db, sql`select en_code from dictionary_types order by en_code`);
    expect(types.map((r) => r.en_code)).toEqual(['PlantLA', 'PlantReasonCode', 'ReasonCode', 'TBDStatus']);
    const roles = await queryRows<{ full_name: string }>(t.db, sql`select full_name from roles order by full_name`);
    expect(roles.map((r) => r.full_name)).toEqual(['Administrator', 'Buyer', 'Uploader', 'Vendor']);
  });

  it('is idempotent: a second run adds nothing and keeps passwords as they are', async () => {
    const before = await counts();
    await seedDatabase(t.db, 'a-different-password');
    expect(await counts()).toEqual(before);
    expect((await t.login('vendor1', TEST_PASSWORD)).statusCode).toBe(200);
  });
});
