import { describe, expect, it } from 'vitest';
import { buildTree, pruneEmptyDirectories, type FlatMenuRow, type TreeNode } from '../../src/shared/domain/menu-tree.ts';
import { fitTopMenu, menuPath, menuTarget, modelIdFor } from '../../src/shared/domain/menu-routes.ts';
import { fenceMenu } from '../../src/shared/domain/menu-fence.ts';

const row = (id: string, parentId: string | null, sortCode: number, type = 2) => ({ id, parentId, sortCode, fullName: id, type });

describe('menu tree', () => {
  it('nests children under parents and orders siblings by sortCode', () => {
    const tree = buildTree([row('b', null, 2, 1), row('a', null, 1, 1), row('a2', 'a', 2), row('a1', 'a', 1)]);
    expect(tree.map((n) => n.id)).toEqual(['a', 'b']);
    expect(tree[0]!.children.map((n) => n.id)).toEqual(['a1', 'a2']);
    expect(tree[0]!.hasChildren).toBe(true);
  });

  it('keeps an entry whose parent is not permitted at the top level', () => {
    expect(buildTree([row('orphan', 'missing', 1)]).map((n) => n.id)).toEqual(['orphan']);
  });

  it('drops directories that end up with nothing permitted inside', () => {
    const tree = pruneEmptyDirectories(buildTree([row('empty', null, 1, 1), row('dir', null, 2, 1), row('page', 'dir', 1), row('inner', 'dir', 2, 1)]));
    expect(tree.map((n) => n.id)).toEqual(['dir']);
    expect(tree[0]!.children.map((n) => n.id)).toEqual(['page']);
  });
});

describe('menu paths (spec 000 §2.4)', () => {
  it('a directory is / plus its code', () => expect(menuPath({ type: 1, enCode: 'system', urlAddress: '' })).toBe('/system'));
  it('a page is / plus its address without the query', () =>
    expect(menuPath({ type: 2, enCode: 'x', urlAddress: 'materialTracking/vendor/index?Type=V' })).toBe('/materialTracking/vendor/index'));
  it('a leading slash in the address is not doubled', () => expect(menuPath({ type: 2, enCode: 'x', urlAddress: '/profile' })).toBe('/profile'));
});

describe('menu fence (spec 000 §5)', () => {
  type Node = TreeNode<FlatMenuRow & { type: number; enCode: string; urlAddress: string }>;
  const node = (id: string, type: number, urlAddress: string, children: Node[] = []): Node => ({
    id,
    parentId: null,
    sortCode: 0,
    fullName: id,
    type,
    enCode: id,
    urlAddress,
    hasChildren: children.length > 0,
    children,
  });
  const tree = [
    node('po', 1, '', [node('vendorList', 2, 'materialTracking/vendor/index'), node('buyerList', 2, 'materialTracking/buyer/index')]),
    node('system', 1, '', [node('outbox', 2, 'system/mailOutbox')]),
    node('account', 1, '', [node('profile', 2, 'profile')]),
  ];
  const ids = (nodes: Array<{ id: string; children: unknown[] }>): string[] => nodes.flatMap((n) => [n.id, ...ids(n.children as typeof nodes)]);

  it('a vendor keeps vendor and profile pages; emptied directories go', () => {
    expect(ids(fenceMenu(tree, 'vendor'))).toEqual(['po', 'vendorList', 'account', 'profile']);
  });
  it('a buyer keeps buyer and profile pages', () => {
    expect(ids(fenceMenu(tree, 'buyer'))).toEqual(['po', 'buyerList', 'account', 'profile']);
  });
  it('anyone else keeps everything', () => {
    expect(ids(fenceMenu(tree, 'other'))).toEqual(ids(tree));
  });
});

describe('modelId of the current route', () => {
  const menu = [
    {
      id: 'dir',
      type: 1,
      enCode: 'system',
      urlAddress: '',
      children: [{ id: 'outbox', type: 2, enCode: 'mailOutbox', urlAddress: 'system/mailOutbox?x=1', children: [] }],
    },
    { id: 'prof', type: 2, enCode: 'profile', urlAddress: 'profile', children: [] },
  ];
  it('is the id of the menu page registered at the path', () => {
    expect(modelIdFor(menu, '/system/mailOutbox')).toBe('outbox');
    expect(modelIdFor(menu, '/profile')).toBe('prof');
  });
  it('is undefined for a path no menu page has, directories included', () => {
    expect(modelIdFor(menu, '/system')).toBeUndefined();
    expect(modelIdFor(menu, '/home')).toBeUndefined();
  });
});

describe('what a menu entry opens (spec 000 §2.4)', () => {
  const entry = (type: number, urlAddress: string, linkTarget = '_self') => ({ type, enCode: 'e', urlAddress, linkTarget });
  it('a page navigates inside the app', () => expect(menuTarget(entry(2, 'profile'), 'tok', '')).toEqual({ kind: 'route', to: '/profile' }));
  it('a data screen opens its view in a new window with the token appended', () => {
    expect(menuTarget(entry(6, '/DataV/view/1'), 't k', 'https://screens.example')).toEqual({
      kind: 'window',
      url: 'https://screens.example/DataV/view/1?token=t%20k',
    });
    expect(menuTarget(entry(6, '/v?id=1'), 'tok', '')).toEqual({ kind: 'window', url: '/v?id=1&token=tok' });
  });
  it('a _blank link opens with the placeholders substituted', () => {
    expect(menuTarget(entry(7, '${dataV}/board?token=${jnpfToken}', '_blank'), 'abc', 'https://v.example')).toEqual({
      kind: 'window',
      url: 'https://v.example/board?token=abc',
    });
  });
  it('a _self link stays inside the app, framed at /link/<code>', () =>
    expect(menuTarget(entry(7, 'https://intranet.example/board', '_self'), 'abc', '')).toEqual({ kind: 'route', to: '/link/e' }));
});

describe('top-bar fitting: one item per 116 px, the last slot "more"', () => {
  const items = ['a', 'b', 'c', 'd', 'e'];
  it('all fit', () => expect(fitTopMenu(items, 580)).toEqual({ visible: items, more: [] }));
  it('the overflow goes into "more", which takes the last slot', () => expect(fitTopMenu(items, 464)).toEqual({ visible: ['a', 'b', 'c'], more: ['d', 'e'] }));
  it('even a very narrow bar keeps the "more" slot', () => expect(fitTopMenu(items, 50)).toEqual({ visible: [], more: items }));
});
