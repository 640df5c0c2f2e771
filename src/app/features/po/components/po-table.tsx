import { Anchor, Badge, Checkbox, Group, Pagination, ScrollArea, Select, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGINATION } from '../../../../shared/constants.ts';
import { type PoListRow, type PoListSort, type PoPage } from '../../../../shared/domain/po/list-query.ts';
import type { ItemStatus, PoStatus } from '../../../../shared/domain/po/status.ts';
import type { PoSide } from '../../../../shared/domain/po/rules.ts';
import { useDangerousGoodsByMaterial } from '../dangerous-goods.ts';
import { DangerousGoodsBadge } from './dangerous-goods-marker.tsx';

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

export function PoStatusBadge({ status }: { status: PoStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={PO_COLOR[status]} variant="light" radius="sm" tt="none" style={{ overflow: 'visible' }}>
      {t(`po.status.${status}`)}
    </Badge>
  );
}
export function ItemStatusBadge({ status }: { status: ItemStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={ITEM_COLOR[status]} variant="outline" radius="sm" tt="none" style={{ overflow: 'visible' }}>
      {t(`po.itemStatus.${status}`)}
    </Badge>
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
  onSelect: (ids: string[], on: boolean) => void;
  onOpen: (poId: string) => void;
  sidx: PoListSort;
  sort: 'asc' | 'desc';
  onSort: (sidx: PoListSort, sort: 'asc' | 'desc') => void;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  showSupplier: boolean;
  /** Buyers: per PO, its shipping documents waiting to be received. */
  documentsToReceive?: ReadonlyMap<string, number>;
}

export function PoTable({ side, page, selected, onSelect, onOpen, sidx, sort, onSort, onPage, onPageSize, showSupplier, documentsToReceive }: Props) {
  const { t } = useTranslation();
  const dangerousGoods = useDangerousGoodsByMaterial();
  const ids = page.list.map((r) => r.id);
  const chosen = ids.filter((id) => selected.has(id)).length;
  const { total, pageSize, currentPage } = page.pagination;
  const sortable = (key: PoListSort, label: string) => (
    <UnstyledButton onClick={() => onSort(key, sidx === key && sort === 'asc' ? 'desc' : 'asc')} fw={600} fz="sm" aria-label={`${t('po.page.sort')}: ${label}`}>
      {label} {sidx === key ? (sort === 'asc' ? '▲' : '▼') : ''}
    </UnstyledButton>
  );
  return (
    <>
      <ScrollArea>
        <Table striped highlightOnHover miw={1100} verticalSpacing={6} fz="sm" aria-label={t(`po.title.${side}`)}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36}>
                <Checkbox
                  aria-label={t('po.column.selectAll')}
                  checked={ids.length > 0 && chosen === ids.length}
                  indeterminate={chosen > 0 && chosen < ids.length}
                  onChange={(e) => onSelect(ids, e.currentTarget.checked)}
                />
              </Table.Th>
              <Table.Th>{sortable('poNumber', t('po.column.poNumber'))}</Table.Th>
              <Table.Th>{t('po.column.item')}</Table.Th>
              {showSupplier && <Table.Th>{sortable('supplierCode', t('po.column.supplier'))}</Table.Th>}
              <Table.Th>{sortable('plant', t('po.column.plant'))}</Table.Th>
              <Table.Th>{sortable('material', t('po.column.material'))}</Table.Th>
              <Table.Th ta="right">{t('po.column.qty')}</Table.Th>
              <Table.Th>{sortable('deliveryDate', t('po.column.deliveryDate'))}</Table.Th>
              <Table.Th ta="right">{t('po.column.gr')}</Table.Th>
              <Table.Th ta="right">{t('po.column.balance')}</Table.Th>
              <Table.Th>{t('po.column.status')}</Table.Th>
              <Table.Th>{t('po.column.itemStatus')}</Table.Th>
              {side === 'buyer' && <Table.Th>{t('po.column.requested')}</Table.Th>}
              <Table.Th>
                {t('po.column.la')} / {t('po.column.etd')}
              </Table.Th>
              <Table.Th>{t('po.column.tbd')}</Table.Th>
              <Table.Th>{t('po.column.remark')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.list.map((row) => (
              <Table.Tr
                key={row.id}
                data-testid={`po-row-${row.poNumber}-${row.itemNumber}`}
                bg={selected.has(row.id) ? 'var(--mantine-primary-color-light)' : undefined}
              >
                <Table.Td>
                  <Checkbox
                    aria-label={t('po.column.select', { po: row.poNumber, item: row.itemNumber })}
                    checked={selected.has(row.id)}
                    onChange={(e) => onSelect([row.id], e.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <Anchor component="button" type="button" fz="sm" onClick={() => onOpen(row.poId)} aria-label={t('po.page.open', { po: row.poNumber })}>
                    {row.poNumber}
                  </Anchor>
                  {(documentsToReceive?.get(row.poId) ?? 0) > 0 && (
                    <Tooltip label={t('poDocs.toReceive', { count: documentsToReceive?.get(row.poId) })}>
                      <Badge
                        size="xs"
                        color="orange"
                        variant="light"
                        ml={6}
                        tt="none"
                        aria-label={t('poDocs.toReceive', { count: documentsToReceive?.get(row.poId) })}
                      >
                        {t('poDocs.docsBadge', { count: documentsToReceive?.get(row.poId) })}
                      </Badge>
                    </Tooltip>
                  )}
                </Table.Td>
                <Table.Td>{row.itemNumber}</Table.Td>
                {showSupplier && <Table.Td>{row.supplierCode}</Table.Td>}
                <Table.Td>{row.plant}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Group gap={6} wrap="nowrap">
                    <Text fz="sm">{row.material}</Text>
                    {dangerousGoods.has(row.material) && <DangerousGoodsBadge entry={dangerousGoods.get(row.material)!} />}
                  </Group>
                  <Text fz="xs" c="dimmed" truncate maw={200}>
                    {row.materialDescription}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>{`${row.qty} ${row.orderUnit}`}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.deliveryDate}</Table.Td>
                <Table.Td ta="right">{row.gr}</Table.Td>
                <Table.Td ta="right">{row.balance}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <PoStatusBadge status={row.poStatus} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <ItemStatusBadge status={row.itemStatus} />
                </Table.Td>
                {side === 'buyer' && (
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.itemStatus === 'changeRequested' ? <RequestedValues row={row} /> : ''}</Table.Td>
                )}
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.la || row.etd ? `${row.la ?? '–'} / ${row.etd ?? '–'}` : ''}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.tbdResponseDate ?? ''}</Table.Td>
                <Table.Td>
                  <Text fz="xs" lineClamp={2}>
                    {row.remark}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {total === 0 && (
        <Text ta="center" c="dimmed" py="lg">
          {t('common.noData')}
        </Text>
      )}
      <Group justify="space-between" mt="md" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('po.page.total', { count: total })}
        </Text>
        <Group gap="sm">
          <Select
            aria-label={t('po.page.pageSize')}
            data={PAGINATION.pageSizes.map((s) => ({ value: String(s), label: String(s) }))}
            value={String(pageSize)}
            onChange={(v) => v && onPageSize(Number(v))}
            allowDeselect={false}
            w={80}
          />
          <Pagination value={currentPage} onChange={onPage} total={Math.max(1, Math.ceil(total / pageSize))} />
        </Group>
      </Group>
    </>
  );
}
