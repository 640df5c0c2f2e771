import type { PoItemRow } from '../../contracts/po-rows.ts';
import type { ActionSubject, RowsView, ShownField, ShownSubjects } from '../sync-mutations.ts';

/**
 * The item fields a refused action is judged by: what the vendor or buyer acts on and what the ERP
 * or the other side may have changed meanwhile. Shown when they differ between seen, wanted and now.
 */
const ITEM_FIELDS: Readonly<Record<string, ShownField>> = {
  itemStatus: { label: 'po.column.itemStatus', values: 'po.itemStatus' },
  qty: { label: 'po.column.qty' },
  deliveryDate: { label: 'po.column.deliveryDate' },
  requestedQty: { label: 'po.column.requestedQty' },
  requestedDate: { label: 'po.column.requestedDate' },
  requestedLines: { label: 'po.form.lines' },
  tbdStatus: { label: 'po.form.tbdStatus' },
  tbdResponseDate: { label: 'po.column.tbd' },
  la: { label: 'po.column.la' },
  etd: { label: 'po.column.etd' },
};
const ITEM_SHOWN_FIELDS = Object.keys(ITEM_FIELDS);

export const ITEM_SUBJECT_TITLE = 'sync.subject.poItem';

function pick(item: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(ITEM_SHOWN_FIELDS.map((field) => [field, item[field] ?? null]));
}

/** The named items, each as it was and as the action would leave it; items not on the device are left out. */
function itemSubjects(before: RowsView, after: RowsView, itemIds: readonly string[]): ActionSubject[] {
  const subjects: ActionSubject[] = [];
  for (const id of new Set(itemIds)) {
    const item = before.get('poItems')?.get(id) as PoItemRow | undefined;
    if (!item) continue;
    subjects.push({
      table: 'poItems',
      id,
      title: { key: ITEM_SUBJECT_TITLE, values: { po: item.poNumber, item: item.itemNumber } },
      seen: pick(item),
      wanted: pick(after.get('poItems')?.get(id) ?? item),
    });
  }
  const order = (s: ActionSubject) => `${s.title.values.po} ${s.title.values.item}`;
  return subjects.sort((a, b) => order(a).localeCompare(order(b)));
}

const ITEM_SUBJECT_READS = ['purchaseOrders', 'poItems'] as const;

/** The ids an action's arguments name under `key`, one or many. */
function idsIn(args: unknown, key: string): string[] {
  const value = (args as Record<string, unknown>)[key];
  return (Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === 'string');
}

/** For actions on items: the items its `key` argument names (`itemIds` or `itemId`). */
export function itemsShown(key: 'itemIds' | 'itemId'): ShownSubjects {
  return { reads: ITEM_SUBJECT_READS, fields: ITEM_FIELDS, subjects: (before, after, args) => itemSubjects(before, after, idsIn(args, key)) };
}

/** For actions on whole POs (receive, unreceive): every item of the POs named by `poIds`. */
export function poItemsShown(): ShownSubjects {
  return {
    reads: ITEM_SUBJECT_READS,
    fields: ITEM_FIELDS,
    subjects: (before, after, args) => {
      const poIds = new Set(idsIn(args, 'poIds'));
      const ids = [...(before.get('poItems')?.values() ?? [])].filter((i) => poIds.has(String(i.poId))).map((i) => String(i.id));
      return itemSubjects(before, after, ids);
    },
  };
}
