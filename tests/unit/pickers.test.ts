import { describe, expect, it } from 'vitest';
import { nameMatches } from '../../src/app/ui/pickers/name-match.ts';
import { choose, filterTree, onlyTypes, parentIds, pickedLabel, pickedOf, type PickNode } from '../../src/app/ui/pickers/tree-pick.ts';

const node = (id: string, fullName: string, type: string, children: PickNode[] = []): PickNode => ({ id, fullName, type, children });
const tree = [
  node('g', '集团', 'company', [
    node('east', '华东公司', 'company', [node('rd', '研发部', 'department', [node('dev', 'Developer', 'position')])]),
    node('hr', 'HR', 'department'),
  ]),
];

describe('organisation picker choices', () => {
  it('a choice carries the ids and names of its path from the top; the value reads as names joined by /', () => {
    const rd = pickedOf(tree, 'rd');
    expect(rd).toEqual({ id: 'rd', idPath: ['g', 'east', 'rd'], names: ['集团', '华东公司', '研发部'] });
    expect(pickedLabel(rd!)).toBe('集团/华东公司/研发部');
    expect(pickedOf(tree, 'gone')).toBeNull();
  });

  it('multiple mode appends without duplicates; single mode replaces', () => {
    const rd = pickedOf(tree, 'rd')!;
    const hr = pickedOf(tree, 'hr')!;
    expect(choose(choose([rd], hr, true), rd, true).map((p) => p.id)).toEqual(['rd', 'hr']);
    expect(choose([rd], hr, false).map((p) => p.id)).toEqual(['hr']);
  });

  it('a search keeps the matches with the paths to them, and what lies under a match', () => {
    const found = filterTree(tree, (name) => nameMatches(name, 'yfb'));
    expect(found.map((n) => n.id)).toEqual(['g']);
    expect(found[0]!.children.map((n) => n.id)).toEqual(['east']);
    expect(found[0]!.children[0]!.children[0]!.children.map((n) => n.id)).toEqual(['dev']);
    expect(parentIds(found)).toEqual(['g', 'east', 'rd']);
    expect(filterTree(tree, (name) => nameMatches(name, 'nothing here'))).toEqual([]);
  });

  it('an organisation picker keeps organisations only, with the paths between them', () => {
    const companies = onlyTypes(tree, ['company']);
    expect(companies.map((n) => n.id)).toEqual(['g']);
    expect(companies[0]!.children.map((n) => n.id)).toEqual(['east']);
    expect(companies[0]!.children[0]!.children).toEqual([]);
  });
});

describe('name matching', () => {
  it.each([
    ['张三', 'zs'],
    ['张三', 'zhang'],
    ['张三', 'ZhangSan'],
    ['张三', '张'],
    ['研发部', 'yanfa'],
    ['Developer', 'velop'],
  ])('%s is found by %s', (name, keyword) => {
    expect(nameMatches(name, keyword)).toBe(true);
  });

  it.each([
    ['张小三', 'zs'],
    ['Developer', 'kf'],
    ['张三', 'li'],
  ])('%s is not found by %s', (name, keyword) => {
    expect(nameMatches(name, keyword)).toBe(false);
  });
});
