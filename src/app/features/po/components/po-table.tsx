import { Badge, Tooltip } from '@mantine/core';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { DangerousGoodsRow } from '../../../../shared/contracts/po-rows.ts';
import { PAGINATION } from '../../../../shared/constants.ts';
import { type PoListRow, type PoListSort, type PoPage } from '../../../../shared/domain/po/list-query.ts';
import type { ItemStatus, PoStatus } from '../../../../shared/domain/po/status.ts';
import type { PoSide } from '../../../../shared/domain/po/rules.ts';
import type { RowMark } from '../../../offline/outbox.ts';
import { useDangerousGoodsByMaterial } from '../dangerous-goods.ts';
import { DangerousGoodsBadge } from './dangerous-goods-marker.tsx';
import { DataTable, type Column } from '../../../ui/data-table.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { CellClamp, CellLine, CellLink, CellNote } from '../../../ui/table-cells.tsx';
import { usePermissionCheck } from '../../../platform/permitted.tsx';

/** The pinned status column's width: "Rejected by vendor" fits as a badge, a PO status wraps beneath it. */
const STATUS_WIDTH = 180;

const PO_COLOR: Record<PoStatus, string> = {
  pendingReceiving: 'gray',
  confirmed: 'green',
  pendingBuyerApproval: 'blue',
  changeRejectedByVendor: 'red',
  completed: 'teal',
  partialFeedbackByBuyer: 'orange',
  partialFeedbackByVendor: 'yellow',
};
const ITEM_COLOR: Record<ItemStatus, string> = {
  pendingReceipt: 'gray',
  received: 'cyan',
  confirmed: 'green',
  changeRequested: 'blue',
  changeRejected: 'red',
  tbd: 'yellow',
  rejectedByVendor: 'red',
  completed: 'teal',
};

/** The badges with their words from a translator the caller has: the table's columns pass theirs (a hook in each cell is 40 a page). */
const poStatusBadge = (t: TFunction, status: PoStatus) => (
  <StatusBadge color={PO_COLOR[status]} variant="light">
    {t(`po.status.${status}`)}
  </StatusBadge>
);
const itemStatusBadge = (t: TFunction, status: ItemStatus) => (
  <StatusBadge color={ITEM_COLOR[status]} variant="outline">
    {t(`po.itemStatus.${status}`)}
  </StatusBadge>
);

/** "PO: <status>", the status word in an element of its own (read whole, found by its words). */
const poStatusNote = (t: TFunction, status: PoStatus) => {
  const [before, after] = t('po.column.poStatusNote', { status: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <span>{t(`po.status.${status}`)}</span>
      {after}
    </>
  );
};

export function PoStatusBadge({ status }: { status: PoStatus }) {
  const { t } = useTranslation();
  return poStatusBadge(t, status);
}
export function ItemStatusBadge({ status }: { status: ItemStatus }) {
  const { t } = useTranslation();
  return itemStatusBadge(t, status);
}

/** Beside the item: whether the user's own action on it waits to be sent or was refused (until retried or discarded). */
function ItemMark({ mark }: { mark: RowMark | undefined }) {
  const { t } = useTranslation();
  if (!mark) return null;
  return (
    <span data-testid={`action-mark-${mark}`}>
      <StatusBadge color={mark === 'refused' ? 'red' : 'gray'} variant="light">
        {t(`sync.mark.${mark}`)}
      </StatusBadge>
    </span>
  );
}

/** The item number with its mark, where the eye starts (not in the status columns a tablet scrolls to). */
export function ItemNumberCell({ itemNumber, mark }: { itemNumber: string; mark: RowMark | undefined }) {
  return (
    <CellLine>
      {itemNumber}
      <ItemMark mark={mark} />
    </CellLine>
  );
}

/** What the vendor asks for, as the buyer weighs it: the new QTY and date, or the partial deliveries. */
export function RequestedValues({ row }: { row: Pick<PoListRow, 'changeKind' | 'requestedQty' | 'requestedDate' | 'requestedLines' | 'orderUnit'> }) {
  if (row.changeKind === 'split' && row.requestedLines) {
    return (
      <>
        {row.requestedLines.map((l, n) => (
          <div key={n}>{`${l.qty} ${row.orderUnit} · ${l.deliveryDate}`}</div>
        ))}
      </>
    );
  }
  return <>{`${row.requestedQty ?? ''} ${row.orderUnit} · ${row.requestedDate ?? ''}`}</>;
}

interface Props {
  side: PoSide;
  page: PoPage;
  selected: ReadonlySet<string>;
  /** The rows chosen on this page; rows chosen on other pages stay chosen. */
  onSelectPage: (pageIds: readonly string[], chosenIds: readonly string[]) => void;
  onOpen: (poId: string) => void;
  sidx: PoListSort;
  sort: 'asc' | 'desc';
  onSort: (sidx: PoListSort, sort: 'asc' | 'desc') => void;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  showSupplier: boolean;
  /** Buyers: per PO, its shipping documents waiting to be received. */
  documentsToReceive?: ReadonlyMap<string, number>;
  /** Items with an action of the user's waiting to be sent or refused. */
  marks: ReadonlyMap<string, RowMark>;
  /** False while the rows are not counted yet (a first page read off an index): no pager until they are. */
  counted?: boolean;
}

interface ColumnInputs {
  t: TFunction;
  side: PoSide;
  showSupplier: boolean;
  marks: ReadonlyMap<string, RowMark>;
  dangerousGoods: ReadonlyMap<string, DangerousGoodsRow>;
  documentsToReceive?: ReadonlyMap<string, number>;
  onOpen: (poId: string) => void;
  /** Does the list's column permission hold this column (a hidden one is not sent to the device either)? */
  shows: (column: string) => boolean;
}

/** The list's columns, built from what their cells show by (the table memoises them on exactly these). */
function poColumns({ t, side, showSupplier, marks, dangerousGoods, documentsToReceive, onOpen, shows }: ColumnInputs): Column<PoListRow>[] {
  const toReceive = (poId: string) => documentsToReceive?.get(poId) ?? 0;
  return [
    {
      key: 'poNumber',
      title: t('po.column.poNumber'),
      sortable: true,
      noWrap: true,
      render: (row) => (
        <>
          <CellLink onClick={() => onOpen(row.poId)} aria-label={t('po.page.open', { po: row.poNumber })}>
            {row.poNumber}
          </CellLink>
          {toReceive(row.poId) > 0 && (
            <Tooltip label={t('shippingDocs.toReceive', { count: toReceive(row.poId) })}>
              <Badge size="xs" color="orange" variant="light" ml={6} tt="none" aria-label={t('shippingDocs.toReceive', { count: toReceive(row.poId) })}>
                {t('shippingDocs.docsBadge', { count: toReceive(row.poId) })}
              </Badge>
            </Tooltip>
          )}
        </>
      ),
    },
    {
      key: 'itemNumber',
      title: t('po.column.item'),
      noWrap: true,
      render: (row) => <ItemNumberCell itemNumber={row.itemNumber} mark={marks.get(row.id)} />,
    },
    ...(showSupplier ? [{ key: 'supplierCode', title: t('po.column.supplier'), sortable: true }] : []),
    { key: 'plant', title: t('po.column.plant'), sortable: true },
    {
      key: 'material',
      title: t('po.column.material'),
      sortable: true,
      render: (row) => (
        <>
          <CellLine>
            {row.material}
            {dangerousGoods.has(row.material) && <DangerousGoodsBadge entry={dangerousGoods.get(row.material)!} />}
          </CellLine>
          <CellNote>{row.materialDescription}</CellNote>
        </>
      ),
    },
    { key: 'qty', title: t('po.column.qty'), align: 'right', noWrap: true, render: (row) => `${row.qty} ${row.orderUnit}` },
    { key: 'deliveryDate', title: t('po.column.deliveryDate'), sortable: true, noWrap: true },
    { key: 'gr', title: t('po.column.gr'), align: 'right' },
    { key: 'balance', title: t('po.column.balance'), align: 'right' },
    // The statuses stay in view on the right while the other columns scroll (at 1024 px the table is
    // wider than the screen; the status words were out of sight): one column, the item's status with
    // its PO's beneath, so at 1280 px the pinned width leaves the delivery date uncovered.
    {
      key: 'itemStatus',
      title: t('po.column.status'),
      fixed: 'right',
      width: STATUS_WIDTH,
      render: (row) => (
        <>
          <CellLine>{itemStatusBadge(t, row.itemStatus)}</CellLine>
          <CellClamp>{poStatusNote(t, row.poStatus)}</CellClamp>
        </>
      ),
    },
    ...(side === 'buyer'
      ? [
          {
            key: 'requested',
            title: t('po.column.requested'),
            noWrap: true,
            render: (row: PoListRow) => (row.itemStatus === 'changeRequested' ? <RequestedValues row={row} /> : ''),
          },
        ]
      : []),
    {
      key: 'laEtd',
      title: `${t('po.column.la')} / ${t('po.column.etd')}`,
      noWrap: true,
      // A date not given yet reads "—", as an empty value does everywhere else (a blank card line looked lost).
      render: (row) => (row.la || row.etd ? `${row.la ?? '—'} / ${row.etd ?? '—'}` : '—'),
    },
    { key: 'tbd', title: t('po.column.tbd'), noWrap: true, render: (row) => row.tbdResponseDate ?? '—' },
    ...(shows('remark') ? [{ key: 'remark', title: t('po.column.remark'), render: (row: PoListRow) => <CellClamp>{row.remark}</CellClamp> }] : []),
  ];
}

/** Memoised: the page around it renders for much that leaves the rows as they are (choices, counts, the panel). */
export const PoTable = memo(function PoTable(props: Props) {
  const { side, page, selected, onSelectPage, onOpen, sidx, sort, onSort, onPage, onPageSize, showSupplier, documentsToReceive, marks, counted = true } = props;
  const { t } = useTranslation();
  const dangerousGoods = useDangerousGoodsByMaterial();
  const shows = usePermissionCheck('column');
  const { total, pageSize, currentPage } = page.pagination;
  const columns = useMemo(
    () => poColumns({ t, side, showSupplier, marks, dangerousGoods, documentsToReceive, onOpen, shows }),
    [t, side, showSupplier, marks, dangerousGoods, documentsToReceive, onOpen, shows],
  );
  const pageIds = page.list.map((r) => r.id);
  return (
    <DataTable
      records={page.list}
      columns={columns}
      idAccessor={(row) => row.id}
      moduleId={`po.${side}`}
      ariaLabel={t(`po.title.${side}`)}
      minWidth={1100}
      rowAttributes={(row) => ({ 'data-testid': `po-row-${row.poNumber}-${row.itemNumber}` })}
      selectedRecords={page.list.filter((r) => selected.has(r.id))}
      onSelectedRecordsChange={(rows) =>
        onSelectPage(
          pageIds,
          rows.map((r) => r.id),
        )
      }
      selectionLabels={{ record: (row) => t('po.column.select', { po: row.poNumber, item: row.itemNumber }), all: t('po.column.selectAll') }}
      sortStatus={{ columnAccessor: sidx, direction: sort }}
      onSortStatusChange={(status) => onSort(status.columnAccessor as PoListSort, status.direction)}
      paging={
        counted
          ? {
              mode: 'server',
              page: currentPage,
              pageSize,
              total,
              onPage,
              pageSizes: PAGINATION.pageSizes,
              onPageSize,
              totalText: (count) => t('po.page.total', { count }),
            }
          : undefined
      }
    />
  );
});
