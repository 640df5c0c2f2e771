import type { PoItemRow, PurchaseOrderRow } from '../../../shared/contracts/po-rows.ts';
import {
  comparePoRows,
  countByStatus,
  listRowOf,
  matchesPoFilter,
  type PoListFilter,
  type PoListRow,
  type PoPage,
} from '../../../shared/domain/po/list-query.ts';
import type { ItemStatus, PoStatus } from '../../../shared/domain/po/status.ts';
import type { RowsView } from '../../../shared/domain/sync-mutations.ts';
import type { DeviceView, UserRows, ViewSource } from '../../offline/device-store/device-store.ts';
import type { BaseRow, OfflineDb } from '../../offline/db.ts';
import { mutationSpecs } from '../../offline/mutation-specs.ts';
import { overlayTables, rowMarks, type RowMark } from '../../offline/outbox.ts';

/**
 * The PO list as the device's store answers it, in its worker: one page of rows with what the screen
 * shows around it, so the page never holds the user's 50,000 items, only the ones it shows.
 */
export interface PoListQuery {
  userId: string;
  list: PoListFilter;
  /** The items the user ticked (on any page): their rows and POs come back for the actions. */
  selectedIds: readonly string[];
  /** The PO open in the detail panel, else one a link names by number. */
  detailPoId: string | null;
  linkPoNumber: string | null;
}

/** Names a choice of ticked items, to tell whether an answer's `chosen` is for the current one. */
export const chosenKey = (selectedIds: readonly string[]): string => selectedIds.join(' ');

/** A chosen item's PO, with the states of all its items: what whole-PO actions (receive) are decided on. */
export interface ChosenPo {
  po: PurchaseOrderRow;
  itemStatuses: ItemStatus[];
}

export interface PoListAnswer {
  synced: boolean;
  /** The user has no PO items on the device at all. */
  empty: boolean;
  page: PoPage;
  /** POs per status; null in a first answer read off the index (no count yet, and no total: no pager). */
  counts: Record<PoStatus, number> | null;
  totalPos: number;
  suppliers: string[];
  plants: string[];
  chosen: PoListRow[];
  chosenPos: Map<string, ChosenPo>;
  /** The ticked items `chosen` answers for (`chosenKey` of them): until it is the current choice, actions wait. */
  chosenFor: string;
  /** The PO the panel shows (asked for, or the link's), with its items by item number. */
  detail: { po: PurchaseOrderRow; items: PoListRow[] } | null;
  /** The PO id or number `detail` answers for: until it is the one asked, the panel waits. */
  detailFor: string | null;
  marks: Map<string, RowMark>;
}

interface PoRows {
  rows: PoListRow[];
  byId: Map<string, PoListRow>;
  byPo: Map<string, PoListRow[]>;
  pos: ReadonlyMap<string, PurchaseOrderRow>;
  byNumber: Map<string, string>;
}

/** A list row kept while its item and PO are the same objects: a change rebuilds only the rows it touched. */
const madeRows = new WeakMap<object, { po: object; row: PoListRow }>();

function poRows(source: ViewSource): PoRows {
  const view = source.rows();
  const pos = (view.get('purchaseOrders') ?? new Map()) as ReadonlyMap<string, PurchaseOrderRow>;
  const rows: PoListRow[] = [];
  const byId = new Map<string, PoListRow>();
  const byPo = new Map<string, PoListRow[]>();
  for (const raw of view.get('poItems')?.values() ?? []) {
    const item = raw as PoItemRow;
    const po = pos.get(item.poId);
    if (!po) continue;
    const made = madeRows.get(item);
    const row = made && made.po === po ? made.row : listRowOf(item, po);
    if (row !== made?.row) madeRows.set(item, { po, row });
    rows.push(row);
    byId.set(row.id, row);
    const ofPo = byPo.get(row.poId);
    if (ofPo) ofPo.push(row);
    else byPo.set(row.poId, [row]);
  }
  const byNumber = new Map([...pos.values()].map((po) => [po.poNumber, po.id]));
  return { rows, byId, byPo, pos, byNumber };
}

const uniqueSorted = (values: Iterable<string>) => [...new Set(values)].sort();
/** Whether the list's filters narrow it at all (an emptied field is no filter). */
const narrows = (filters: Partial<PoListFilter>) => Object.values(filters).some((v) => v !== undefined && v !== '');
/** The marks of the rows an answer carries, not of every row the user acted on. */
function marksOf(all: ReadonlyMap<string, RowMark>, rows: readonly PoListRow[]): Map<string, RowMark> {
  const marks = new Map<string, RowMark>();
  for (const row of rows) {
    const mark = all.get(row.id);
    if (mark) marks.set(row.id, mark);
  }
  return marks;
}
const byItemNumber = (a: PoListRow, b: PoListRow) => (a.itemNumber < b.itemNumber ? -1 : a.itemNumber > b.itemNumber ? 1 : 0);

function answer(source: ViewSource, { list, selectedIds, detailPoId, linkPoNumber }: PoListQuery): PoListAnswer {
  const data = source.memo('po|rows', () => poRows(source));
  const { sidx, sort, currentPage, pageSize, ...filters } = list;
  // Sorted once per data version and order; a filter keeps that order, a page is a slice of it.
  const sorted = source.memo(`po|sorted|${sidx}|${sort}`, () => [...data.rows].sort(comparePoRows(sidx, sort)));
  const matched = narrows(filters)
    ? source.memo(`po|matched|${sidx}|${sort}|${JSON.stringify(filters)}`, () => sorted.filter((r) => matchesPoFilter(r, filters)))
    : sorted;
  const start = (currentPage - 1) * pageSize;
  const page: PoPage = { list: matched.slice(start, start + pageSize), pagination: { currentPage, pageSize, total: matched.length } };
  const around = source.memo('po|around', () => ({
    counts: countByStatus(data.pos.values()),
    suppliers: uniqueSorted(data.rows.map((r) => r.supplierCode)),
    plants: uniqueSorted(data.rows.map((r) => r.plant)),
  }));

  const chosen = selectedIds.flatMap((id) => data.byId.get(id) ?? []);
  const shownId = detailPoId ?? (linkPoNumber ? (data.byNumber.get(linkPoNumber) ?? null) : null);
  const shownPo = shownId ? data.pos.get(shownId) : undefined;
  const detail = shownPo ? { po: shownPo, items: [...(data.byPo.get(shownPo.id) ?? [])].sort(byItemNumber) } : null;
  const chosenPos = new Map<string, ChosenPo>();
  for (const poId of new Set([...chosen.map((r) => r.poId), ...(shownPo ? [shownPo.id] : [])])) {
    const po = data.pos.get(poId);
    if (po) chosenPos.set(poId, { po, itemStatuses: (data.byPo.get(poId) ?? []).map((r) => r.itemStatus) });
  }
  const marks = marksOf(source.marks('poItems'), [...page.list, ...chosen, ...(detail?.items ?? [])]);
  const detailFor = detailPoId ?? linkPoNumber;
  const chosenFor = chosenKey(selectedIds);
  return {
    synced: source.synced,
    empty: data.rows.length === 0,
    page,
    ...around,
    totalPos: data.pos.size,
    chosen,
    chosenPos,
    chosenFor,
    detail,
    detailFor,
    marks,
  };
}

/**
 * The list's first answer while the device store is still reading the user's POs into memory: the
 * page in PO number order straight off the `[poNumber+itemNumber]` index (a few reads, whatever the
 * number of POs). Only for the list as it opens (by PO number ascending, no filter, nothing ticked or open);
 * anything else waits for the full answer, which replaces this one seconds later and brings what needs
 * every row: the counts, the total (so the pager) and the supplier and plant choices.
 */
export async function quickPoListAnswer(db: OfflineDb, query: PoListQuery, user: UserRows): Promise<PoListAnswer | null> {
  const { list, selectedIds, detailPoId, linkPoNumber, userId } = query;
  const { sidx, sort, currentPage, pageSize, ...filters } = list;
  // Descending, the server keeps a PO's items in item order: not the index's reverse, so not here.
  if (sidx !== 'poNumber' || sort !== 'asc' || narrows(filters) || selectedIds.length > 0 || detailPoId || linkPoNumber) return null;
  const items = db.rows('poItems');
  const orders = db.rows('purchaseOrders');
  const pageItems = await items
    .orderBy('[poNumber+itemNumber]')
    .offset((currentPage - 1) * pageSize)
    .limit(pageSize)
    .toArray();
  const poIds = [...new Set(pageItems.map((item) => item.poId))];
  // Every item of the page's POs: an action on a whole PO (receive) changes them together.
  const [pos, poItems] = await Promise.all([orders.bulkGet(poIds), items.where('poId').anyOf(poIds).toArray()]);
  const base = new Map<string, Map<string, BaseRow>>([
    ['purchaseOrders', new Map(pos.flatMap((po) => (po ? [[po.id, po] as const] : [])))],
    ['poItems', new Map(poItems.map((item) => [item.id, item] as const))],
  ]);
  const view: RowsView = overlayTables(base, user.entries, mutationSpecs, userId, user.lastMutationId);
  const shownPos = view.get('purchaseOrders')!;
  const shownItems = view.get('poItems')!;
  const rows = pageItems.flatMap((item): PoListRow[] => {
    const shown = shownItems.get(item.id) as PoItemRow | undefined;
    const po = shown && (shownPos.get(shown.poId) as PurchaseOrderRow | undefined);
    return shown && po ? [listRowOf(shown, po)] : [];
  });
  const marks = marksOf(rowMarks(user.entries, 'poItems'), rows);
  return {
    synced: user.synced,
    empty: pageItems.length === 0 && currentPage === 1,
    page: { list: rows, pagination: { currentPage, pageSize, total: 0 } },
    counts: null,
    totalPos: 0,
    suppliers: [],
    plants: [],
    chosen: [],
    chosenPos: new Map(),
    chosenFor: chosenKey(selectedIds),
    detail: null,
    detailFor: null,
    marks,
  };
}

export const PO_LIST_VIEW = 'poList';

export const poListView: DeviceView<PoListQuery, PoListAnswer> = {
  name: PO_LIST_VIEW,
  tables: ['purchaseOrders', 'poItems'],
  answer,
  quickAnswer: quickPoListAnswer,
};
