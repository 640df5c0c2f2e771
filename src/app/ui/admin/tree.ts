import type { TreeNode } from '../../../shared/contracts/admin-fields.ts';

/** Trees of the organisation pages, flattened for tables and choice lists. */
interface Node<T> {
  id: string;
  fullName: string;
  children: T[];
}

/** Every node with its depth, parents before children (a tree shown as indented table rows). */
export function flattenTree<T extends Node<T>>(nodes: readonly T[], depth = 0): Array<T & { depth: number }> {
  return nodes.flatMap((n) => [{ ...n, depth }, ...flattenTree(n.children, depth + 1)]);
}

/** Choices naming each node by its path (`Group / Manufacturing`), so a search finds it by any part. */
export function pathOptions<T extends Node<T> & { type?: string }>(
  nodes: readonly T[],
  keep: (n: T) => boolean = () => true,
  prefix = '',
): { value: string; label: string }[] {
  return nodes.flatMap((n) => {
    const label = prefix ? `${prefix} / ${n.fullName}` : n.fullName;
    return [...(keep(n) ? [{ value: n.id, label }] : []), ...pathOptions(n.children, keep, label)];
  });
}

/** The node with this id, anywhere in the tree. */
export function findNode<T extends Node<T>>(nodes: readonly T[], id: string): T | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const inner = findNode(n.children, id);
    if (inner) return inner;
  }
  return undefined;
}

interface TypedNode {
  id: string;
  fullName: string;
  type: string;
  children: TypedNode[];
}

/** The departments of one organisation in an organisation tree (not those of its sub-organisations). */
export function departmentsUnder<T extends TypedNode>(tree: readonly T[], organizationId: string | null): TypedNode[] {
  const prune = (nodes: readonly TypedNode[]): TypedNode[] => nodes.filter((n) => n.type === 'department').map((n) => ({ ...n, children: prune(n.children) }));
  const organization = organizationId ? findNode<TypedNode>(tree, organizationId) : undefined;
  return organization ? prune(organization.children) : [];
}

/** The organisation a department of the tree belongs to (its nearest company ancestor). */
export function organizationOf<T extends TypedNode>(tree: readonly T[], departmentId: string): string | null {
  const walk = (nodes: readonly TypedNode[], company: string | null): string | null => {
    for (const n of nodes) {
      const here = n.type === 'company' ? n.id : company;
      if (n.id === departmentId) return here;
      const found = walk(n.children, here);
      if (found) return found;
    }
    return null;
  };
  return walk(tree, null);
}

/** The departments of one organisation, as picker tree nodes (not those of its sub-organisations). */
export function departmentsOf(tree: readonly TreeNode[], organizationId: string | null): TreeNode[] {
  const prune = (nodes: readonly TreeNode[]): TreeNode[] => nodes.filter((n) => n.type === 'department').map((n) => ({ ...n, children: prune(n.children) }));
  const organization = organizationId ? findNode(tree, organizationId) : undefined;
  return organization ? prune(organization.children) : [];
}

/**
 * Where a picker of positions starts: the chosen department's branch, else the organisation's, else
 * the whole tree: a position is mostly chosen where the person works.
 */
export function positionsFrom(tree: readonly TreeNode[], organizationId: string | null, departmentId: string | null): TreeNode[] {
  for (const id of [departmentId, organizationId]) {
    const node = id ? findNode(tree, id) : undefined;
    if (node) return [node];
  }
  return [...tree];
}
