import { describe, expect, it } from 'vitest';
import { checkSql } from '../../src/server/modules/data-interfaces/sql-guard.ts';

/**
 * The guard's reading of the statement, without a database: where a CTE name stands for a table, and
 * which arguments a set-returning function may take. tests/api/data-interface-sql.test.ts runs the
 * hostile statements end to end on both engines.
 */
const refusal = async (query: string): Promise<string> => {
  try {
    await checkSql(query, new Map(), new Set(['areas']));
    return 'passes';
  } catch (error) {
    const { key, params } = error as { key: string; params: Record<string, string> };
    return `${key.split('.').at(-1)} ${params['name'] ?? ''}`.trim();
  }
};

describe('CTE scope', () => {
  it.each([
    ['a later CTE reads an earlier one', 'with a as (select id from areas), b as (select * from a) select * from b'],
    ['a nested level reads an outer CTE', 'with a as (select id from areas) select * from areas where id in (select id from (select * from a) s)'],
    ['a CTE of a nested level reads an outer CTE', 'with a as (select id from areas) select * from (with b as (select * from a) select * from b) s'],
    ['both arms of a UNION read its WITH', 'with a as (select id from areas) select id from a union select id from a'],
    ['an inner CTE shadows an outer one', 'with a as (select id from areas) select * from (with a as (select 1 as id) select * from a) s'],
  ])('%s', async (_name, query) => {
    expect(await refusal(query)).toBe('passes');
  });

  it.each([
    ['beside the level that declares it', 'select * from pg_roles, (with pg_roles as (select 1 a) select a from pg_roles) z', 'table pg_roles'],
    [
      'in the other arm of a UNION',
      '(with pg_class as (select 1 as relname) select relname from pg_class) union select relname from pg_class',
      'table pg_class',
    ],
    ['inside its own body', 'with pg_settings as (select * from pg_settings) select * from pg_settings', 'table pg_settings'],
    ['in an earlier CTE of the same WITH', 'with a as (select * from pg_authid), pg_authid as (select 1) select * from a', 'table pg_authid'],
    ['outside the sublink that declares it', 'select * from pg_shadow where exists (with pg_shadow as (select 1) select * from pg_shadow)', 'table pg_shadow'],
    ['schema-qualified, never a CTE', 'with areas2 as (select 1) select * from public.areas2', 'table areas2'],
    ['recursive, still refused', 'with recursive r(n) as (select 1 union all select n + 1 from r) select * from r', 'recursive'],
  ])('does not stand for a table %s', async (_name, query, refused) => {
    expect(await refusal(query)).toBe(refused);
  });
});

describe('set-returning functions', () => {
  it.each([
    'select * from unnest(array[1, -2, 3.5]) x',
    "select * from unnest('{a,b}'::text[]) x, unnest(array['2026-01-01'::date, '2026-02-01']) d",
    'select unnest(array[[1, 2], [3, 4]]), unnest(cast(array[1, null] as int[]))',
    'select * from unnest(array[1, 2], array[true, false]) with ordinality as t(n, b, i)',
  ])('read a list written into the statement: %s', async (query) => {
    expect(await refusal(query)).toBe('passes');
  });

  it.each([
    ['a subquery', 'select * from unnest((select array_agg(id) from areas)) x'],
    ['a column', 'select unnest(a.ids) from (select array_agg(id) as ids from areas) a'],
    ['a computed array', "select * from unnest(string_to_array(format('%10000s', ''), NULL)) x"],
    ['an operator', 'select * from unnest(array[1] || array[2]) x'],
    ['an ARRAY of subqueries', 'select * from unnest(array[(select array_agg(id) from areas)]) x'],
    ['a parameter', 'select * from unnest({ids}::text[]) x'],
    ['a parameter inside ARRAY', 'select * from unnest(array[{ids}]) x'],
  ])('do not read %s', async (_name, query) => {
    expect(await refusal(query)).toBe('rowSource unnest');
  });

  it('JSON_TABLE and XMLTABLE are refused whatever they read', async () => {
    expect(await refusal("select * from json_table('[1, 2]'::jsonb, '$[*]' columns (x int path '$')) a")).toBe('function JSON_TABLE');
    expect(await refusal("select * from xmltable('/r/x' passing '<r><x>1</x></r>' columns x text) a")).toBe('function XMLTABLE');
  });
});
