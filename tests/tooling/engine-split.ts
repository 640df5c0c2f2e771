/**
 * Which API test files run on both database engines. With a PostgreSQL server named
 * (TEST_DATABASE_URL), PostgreSQL runs every API test file and PGlite only those that touch a
 * difference between the engines: the file says so itself, in a line among its first ones,
 *
 *   // Both engines: <why this file behaves differently on PGlite>
 *
 * Without a server every file runs on PGlite. tests/unit/engine-split.test.ts lists the marked files
 * with their reasons and checks that every file that names an engine carries the mark.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const API_TEST_DIR = 'tests/api';

/** The mark: a line of its own, above the file's first test. */
const BOTH_ENGINES_MARK = /^\/\/ Both engines: (.+)$/m;

export interface MarkedFile {
  /** Relative to the repository, as vitest's `include` takes it. */
  file: string;
  why: string;
}

export function apiTestFiles(): string[] {
  return fs
    .readdirSync(path.join(root, API_TEST_DIR))
    .filter((name) => name.endsWith('.test.ts'))
    .sort()
    .map((name) => `${API_TEST_DIR}/${name}`);
}

export function readTestFile(file: string): string {
  return fs.readFileSync(path.join(root, file), 'utf8');
}

/** The head of a file: the mark belongs above its tests, where a reader sees it first. */
function fileHead(file: string): string {
  const text = readTestFile(file);
  const code = text.search(/^(describe|it|test)\(/m);
  return code === -1 ? text : text.slice(0, code);
}

export function bothEngineFiles(): MarkedFile[] {
  return apiTestFiles().flatMap((file) => {
    const mark = BOTH_ENGINES_MARK.exec(fileHead(file));
    return mark?.[1] ? [{ file, why: mark[1].trim() }] : [];
  });
}
