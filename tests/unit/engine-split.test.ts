import { describe, expect, it } from 'vitest';
import { apiTestFiles, bothEngineFiles, readTestFile } from '../tooling/engine-split.ts';

/**
 * With a PostgreSQL server named, PGlite runs only the API test files marked "Both engines". The
 * list below is what runs on both and why; a file that names an engine, starts a server on a store
 * of the run's engine or two instances on one database behaves differently per engine by its own
 * account, so it must carry the mark.
 */
const NAMES_AN_ENGINE = /TEST_ENGINE|onPostgres|postgresTemplate|pgliteTemplate|\.engine\b|support\/fresh-store|support\/instances/;

const marked = bothEngineFiles();

describe('API test files that run on both engines', () => {
  it.each(marked.map((m) => [m.file, m.why]))('%s: %s', (_file, why) => {
    expect(why.length).toBeGreaterThan(20);
  });

  it('include every file that names an engine or starts stores or instances of its own', () => {
    const unmarked = apiTestFiles().filter((file) => NAMES_AN_ENGINE.test(readTestFile(file)) && !marked.some((m) => m.file === file));
    expect(unmarked).toEqual([]);
  });

  it('include the smoke test that calls every endpoint, so every module runs on the embedded engine', () => {
    expect(marked.map((m) => m.file)).toContain('tests/api/no-server-errors.test.ts');
  });
});
