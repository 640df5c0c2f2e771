import type { IntervalTree, ObservabilitySet } from 'dexie';

/**
 * Which rows of which tables a committed write touched, read from Dexie's `storagemutated` parts
 * (they reach every tab and worker of the origin). Dexie names each key it wrote for a write of
 * fewer than 50 rows; a larger write, a range delete or a clear is recorded as a range: 'all'.
 */
export interface ChangedRows {
  /** Dexie could not say (a page shown again from the back-forward cache): everything may have changed. */
  everything: boolean;
  tables: Map<string, Set<string> | 'all'>;
}

/** The keys a tree of ranges holds, or 'all' if any range is wider than one key. */
function keysOf(tree: IntervalTree): Set<string> | 'all' {
  const keys = new Set<string>();
  const stack: IntervalTree[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!('from' in node)) continue;
    if (node.from !== node.to || typeof node.from !== 'string') return 'all';
    keys.add(node.from);
    if (node.l) stack.push(node.l);
    if (node.r) stack.push(node.r);
  }
  return keys;
}

export function changedRows(parts: ObservabilitySet, dbName: string): ChangedRows {
  const prefix = `idb://${dbName}/`;
  const changed: ChangedRows = { everything: 'all' in parts, tables: new Map() };
  for (const [part, tree] of Object.entries(parts)) {
    if (!part.startsWith(prefix)) continue;
    const [table, index] = part.slice(prefix.length).split('/');
    // The primary key's part ('') and its deletions (':dels'); an index's part names the same rows.
    if (!table || (index !== '' && index !== ':dels')) continue;
    const keys = keysOf(tree);
    const known = changed.tables.get(table);
    if (keys === 'all' || known === 'all') changed.tables.set(table, 'all');
    else changed.tables.set(table, known ? new Set([...known, ...keys]) : keys);
  }
  return changed;
}
