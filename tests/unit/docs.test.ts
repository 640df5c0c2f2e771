import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README is for users and operators and stays short; how it is built lives in docs/, and its
 * history in the git log, so neither the docs nor the code point at tracker issues.
 */
const root = path.resolve(import.meta.dirname, '../..');

const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(md|ts|tsx|sql)$/.test(file))
    .map((file) => path.join(dir, file));

describe('the documentation', () => {
  it('keeps the README under 300 lines', () => {
    expect(fs.readFileSync(path.join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(300);
  });

  it('names no tracker issue in the README, docs/, src/, sw/ or workers/', () => {
    const files = ['README.md', ...['docs', 'src', 'sw', 'workers'].flatMap(filesUnder)];
    const naming = files.filter((file) => /\bissue ?#?\d+/i.test(fs.readFileSync(path.join(root, file), 'utf8')));
    expect(naming).toEqual([]);
  });
});
