/**
 * The organisation, department and position pickers' choice rules (spec 001 §2, §3): a choice is the
 * node with the path to it from the top; multiple mode appends without duplicates, single mode
 * replaces; a value reads as the names of its path joined by `/`.
 */
export interface PickNode {
  id: string;
  fullName: string;
  type: string;
  children: PickNode[];
}

/** A chosen node: its id, the ids from the top to it (the original's "id path") and their names. */
export interface Picked {
  id: string;
  idPath: string[];
  names: string[];
}

/** The nodes from the top down to `id`, or null when it is not in the tree. */
export function pathTo(nodes: readonly PickNode[], id: string): PickNode[] | null {
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = pathTo(node.children, id);
    if (below) return [node, ...below];
  }
  return null;
}

/** The choice of node `id`, or null when the tree no longer holds it. */
export function pickedOf(nodes: readonly PickNode[], id: string): Picked | null {
  const path = pathTo(nodes, id);
  return path ? { id, idPath: path.map((n) => n.id), names: path.map((n) => n.fullName) } : null;
}

/** The choices after picking one more: appended once in multiple mode, the only one in single mode. */
export function choose(selected: readonly Picked[], pick: Picked, multiple: boolean): Picked[] {
  if (!multiple) return [pick];
  return selected.some((s) => s.id === pick.id) ? [...selected] : [...selected, pick];
}

export const pickedLabel = (picked: Picked): string => picked.names.join('/');

/**
 * The tree cut down to the nodes whose name matches and the paths to them; a matching node keeps
 * everything under it, so a department found by name still opens onto its positions.
 */
export function filterTree<T extends PickNode>(nodes: readonly T[], matches: (name: string) => boolean): T[] {
  return nodes.flatMap((node) => {
    if (matches(node.fullName)) return [node];
    const children = filterTree(node.children as T[], matches);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

/** The ids of every node that has children (to open a filtered tree all the way down). */
export function parentIds(nodes: readonly PickNode[]): string[] {
  return nodes.flatMap((n) => (n.children.length > 0 ? [n.id, ...parentIds(n.children)] : []));
}

/** Only the nodes of these types, each with its kept children (an organisation picker shows no departments). */
export function onlyTypes<T extends PickNode>(nodes: readonly T[], types: readonly string[]): T[] {
  return nodes.filter((n) => types.includes(n.type)).map((n) => ({ ...n, children: onlyTypes(n.children as T[], types) }));
}
