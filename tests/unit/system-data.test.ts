import { describe, expect, it } from 'vitest';
import { addressLabel, chooseAddress, isAddressLeaf } from '../../src/app/ui/pickers/address-rules.ts';
import { billNumber, periodOf, resetShowsInDate } from '../../src/shared/domain/bill-numbers.ts';
import { subtreeOf, withAncestors } from '../../src/shared/domain/tree-search.ts';

const rows = [
  { id: 'a', parentId: null, name: 'East' },
  { id: 'b', parentId: 'a', name: 'Shanghai' },
  { id: 'c', parentId: 'b', name: 'Pudong' },
  { id: 'd', parentId: null, name: 'North' },
];

describe('trees kept as flat rows', () => {
  it('finds a subtree, so a record cannot be placed under itself or below', () => {
    expect([...subtreeOf(rows, 'a')].sort()).toEqual(['a', 'b', 'c']);
    expect([...subtreeOf(rows, 'd')]).toEqual(['d']);
  });
  it('keeps each find with the rows leading to it', () => {
    expect(withAncestors(rows, (r) => r.name === 'Pudong').map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(withAncestors(rows, (r) => r.name === 'Nowhere')).toEqual([]);
  });
});

describe('bill numbers', () => {
  const rule = { prefix: 'SO-', dateFormat: 'YYYYMM' as const, digit: 4 };
  it('joins prefix, date part and the padded sequence, which grows past its digits', () => {
    expect(billNumber(rule, '20261126', 7)).toBe('SO-2026110007');
    expect(billNumber(rule, '20261126', 12345)).toBe('SO-20261112345');
    expect(billNumber({ prefix: '', dateFormat: '', digit: 3 }, '20261126', 1)).toBe('001');
  });
  it('counts per period and refuses a restart the date part does not show', () => {
    expect(['never', 'year', 'month', 'day'].map((c) => periodOf(c as 'day', '20261126'))).toEqual(['', '2026', '202611', '20261126']);
    expect(resetShowsInDate('day', 'YYYYMM')).toBe(false);
    expect(resetShowsInDate('month', 'YYYYMM')).toBe(true);
    expect(resetShowsInDate('never', '')).toBe(true);
  });
});

describe('the address picker', () => {
  const node = (level: number, isLeaf: boolean) => ({ id: 'x', fullName: 'X', enCode: 'x', level, isLeaf });
  it('stops at a leaf or at its deepest level', () => {
    expect(isAddressLeaf(node(2, false), 2)).toBe(false);
    expect(isAddressLeaf(node(3, false), 2)).toBe(true);
    expect(isAddressLeaf(node(1, true), 2)).toBe(true);
    expect(isAddressLeaf(node(2, false), 1)).toBe(true);
  });
  it('appends once in multiple mode and replaces in single mode', () => {
    const a = { idPath: ['1', '2'], names: ['P', 'C'] };
    const b = { idPath: ['1', '3'], names: ['P', 'D'] };
    expect(chooseAddress(chooseAddress([a], a, true), b, true).map(addressLabel)).toEqual(['P/C', 'P/D']);
    expect(chooseAddress([a], b, false).map(addressLabel)).toEqual(['P/D']);
  });
});
