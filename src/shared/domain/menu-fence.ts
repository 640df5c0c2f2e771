import { MENU_TYPE } from '../constants.ts';
import { menuPath } from './menu-routes.ts';
import { pruneEmptyDirectories, type FlatMenuRow, type TreeNode } from './menu-tree.ts';
import { isPathAllowed, type RoleKind } from './roles.ts';

type MenuNode = FlatMenuRow & { type: number; enCode: string; urlAddress: string };

/**
 * The fence of spec 000 §5 applied to a menu: a vendor or buyer is never offered a page they may not
 * open, whatever a role grants. The server applies it; the client guard applies the same rule.
 */
export function fenceMenu<T extends MenuNode>(nodes: TreeNode<T>[], kind: RoleKind): TreeNode<T>[] {
  if (kind === 'other') return nodes;
  const keep = (list: TreeNode<T>[]): TreeNode<T>[] =>
    list.filter((n) => n.type === MENU_TYPE.directory || isPathAllowed(kind, menuPath(n))).map((n) => ({ ...n, children: keep(n.children) }));
  return pruneEmptyDirectories(keep(nodes));
}
