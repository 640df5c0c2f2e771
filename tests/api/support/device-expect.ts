import { PO_MUTATIONS } from '../../../src/shared/domain/po/mutations.ts';
import type { RowsView } from '../../../src/shared/domain/sync-mutations.ts';
import { syncPull } from '../../../src/shared/contracts/sync.ts';
import { dataOf, type TestApp } from './harness.ts';

/**
 * What a real device sends as `expect` for an action: the action's own `expectFrom` over the rows the
 * device pulled (with their revs), so tests that are not about stale actions act as the app does.
 */
export async function expectAsDevice(t: TestApp, token: string, clientId: string, name: string, args: unknown): Promise<Record<string, unknown> | undefined> {
  const spec = PO_MUTATIONS.find((m) => m.name === name);
  if (!spec?.expectFrom) return undefined;
  const view: RowsView = new Map();
  let cursor = 0;
  for (;;) {
    const page = dataOf(syncPull, await t.request({ method: 'POST', url: '/api/sync/pull', token, payload: { clientId, cursor } }));
    for (const change of page.changes) {
      const rows = view.get(change.table) ?? new Map<string, Record<string, unknown>>();
      view.set(change.table, rows);
      if (change.row) rows.set(change.id, { ...change.row, _rev: change.rev });
      else rows.delete(change.id);
    }
    cursor = page.cursor;
    if (!page.hasMore) break;
  }
  return spec.expectFrom(view, spec.args.parse(args), '');
}
