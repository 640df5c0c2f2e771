/**
 * Trees from flat rows (menus, spec 000 §2.4; dictionary types and items): children sorted by
 * sortCode, then name.
 */
export interface FlatMenuRow {
  id: string;
  parentId: string | null;
  sortCode: number;
  fullName: string;
}

export type TreeNode<T> = T & { hasChildren: boolean; children: TreeNode<T>[] };

export function buildTree<T extends FlatMenuRow>(rows: readonly T[]): TreeNode<T>[] {
  const byId = new Map<string, TreeNode<T>>();
  for (const row of rows) byId.set(row.id, { ...row, hasChildren: false, children: [] });
  const roots: TreeNode<T>[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId ? byId.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const order = (a: TreeNode<T>, b: TreeNode<T>) => a.sortCode - b.sortCode || a.fullName.localeCompare(b.fullName);
  const finish = (nodes: TreeNode<T>[]) => {
    nodes.sort(order);
    for (const n of nodes) {
      n.hasChildren = n.children.length > 0;
      finish(n.children);
    }
  };
  finish(roots);
  return roots;
}

/**
 * Directories (type 1) lead somewhere only through their children; a directory left with no permitted
 * child is dropped so the user never sees an empty folder.
 */
export function pruneEmptyDirectories<T extends FlatMenuRow & { type: number }>(nodes: TreeNode<T>[]): TreeNode<T>[] {
  return nodes
    .map((n) => ({ ...n, children: pruneEmptyDirectories(n.children) }))
    .filter((n) => n.type !== 1 || n.children.length > 0)
    .map((n) => ({ ...n, hasChildren: n.children.length > 0 }));
}

/** Ids of every node in a tree. */
export function treeIds<T extends { id: string; children: T[] }>(nodes: readonly T[]): Set<string> {
  const ids = new Set<string>();
  const walk = (list: readonly T[]) => {
    for (const n of list) {
      ids.add(n.id);
      walk(n.children);
    }
  };
  walk(nodes);
  return ids;
}

/** The nodes that match, with the path down to each (ancestors kept, their other children dropped). */
export function keepMatching<T extends { children: T[]; hasChildren: boolean }>(nodes: readonly T[], matches: (node: T) => boolean): T[] {
  const out: T[] = [];
  for (const node of nodes) {
    if (matches(node)) out.push(node);
    else {
      const children = keepMatching(node.children, matches);
      if (children.length > 0) out.push({ ...node, children, hasChildren: true });
    }
  }
  return out;
}

/** A tree without node `id` and everything below it (a node cannot become its own descendant's child). */
export function withoutSubtree<T extends { id: string; children: T[]; hasChildren: boolean }>(nodes: readonly T[], id: string): T[] {
  return nodes
    .filter((n) => n.id !== id)
    .map((n) => {
      const children = withoutSubtree(n.children, id);
      return { ...n, children, hasChildren: children.length > 0 };
    });
}
