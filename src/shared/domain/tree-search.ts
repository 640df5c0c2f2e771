/**
 * Walking trees kept as flat rows (`id`, `parentId`): a subtree, and a search that keeps the path to
 * each find. Apart from menu-tree.ts, which the first page load carries, so these stay in the pages
 * that use them.
 */
interface Linked {
  id: string;
  parentId: string | null;
}

/** The row `id` itself and every row below it (a parent that would make a loop lies within). */
export function subtreeOf(rows: readonly Linked[], id: string): Set<string> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows) {
      if (r.parentId && ids.has(r.parentId) && !ids.has(r.id)) {
        ids.add(r.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** The rows that match and the rows leading to them (a search over a tree keeps the path to each find). */
export function withAncestors<T extends Linked>(rows: readonly T[], matches: (row: T) => boolean): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<string>();
  for (const r of rows) {
    if (!matches(r)) continue;
    for (let at: T | undefined = r; at && !keep.has(at.id); at = at.parentId ? byId.get(at.parentId) : undefined) keep.add(at.id);
  }
  return rows.filter((r) => keep.has(r.id));
}
