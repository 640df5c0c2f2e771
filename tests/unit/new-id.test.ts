import { describe, expect, it } from 'vitest';
import { validate, version } from 'uuid';
import { newId } from '../../src/server/db/schema/columns.ts';

describe('newId', () => {
  it('makes valid UUIDv7s, each new, in the order they were made even within one millisecond', () => {
    const ids = Array.from({ length: 10_000 }, () => newId());
    expect(ids.every((id) => validate(id) && version(id) === 7)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });
});
