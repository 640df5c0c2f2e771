import { Group, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PoScheduleLineRow } from '../../../../shared/contracts/po-rows.ts';
import type { PoListRow } from '../../../../shared/domain/po/list-query.ts';
import type { RowMark } from '../../../offline/outbox.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { ItemNumberCell, ItemStatusBadge } from './po-table.tsx';

/** The actions for items chosen in the panel: the list's toolbar, acting on these; `onDone` clears the choice. */
export type PanelActions = (chosen: readonly PoListRow[], onDone: () => void) => ReactNode;

interface Props {
  items: readonly PoListRow[];
  marks: ReadonlyMap<string, RowMark>;
  scheduleLines: readonly PoScheduleLineRow[];
  actions: PanelActions;
}

/**
 * The PO's items in its panel, to choose and act on there: a buyer reading a PO on a tablet, or a
 * vendor opening one from an e-mail, does not have to go back to the list to answer.
 */
export function PoDetailItems({ items, marks, scheduleLines, actions }: Props) {
  const { t } = useTranslation();
  const [chosenIds, setChosenIds] = useState<ReadonlySet<string>>(new Set());
  const chosen = items.filter((i) => chosenIds.has(i.id));
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        {actions(chosen, () => setChosenIds(new Set()))}
        <Text size="sm" c="dimmed" aria-live="polite">
          {chosen.length === 0 ? t('po.page.selectHint') : t('po.page.selected', { count: chosen.length })}
        </Text>
      </Group>
      <DataTable
        records={items}
        idAccessor={(item) => item.id}
        ariaLabel={t('po.detail.items')}
        minWidth={640}
        rowAttributes={(item) => ({ 'data-testid': `po-panel-row-${item.itemNumber}` })}
        selectedRecords={chosen}
        onSelectedRecordsChange={(rows) => setChosenIds(new Set(rows.map((r) => r.id)))}
        selectionLabels={{ record: (item) => t('po.column.select', { po: item.poNumber, item: item.itemNumber }), all: t('po.column.selectAll') }}
        columns={[
          {
            key: 'itemNumber',
            title: t('po.column.item'),
            noWrap: true,
            render: (item) => <ItemNumberCell itemNumber={item.itemNumber} mark={marks.get(item.id)} />,
          },
          { key: 'material', title: t('po.column.material') },
          { key: 'qty', title: t('po.column.qty'), align: 'right', noWrap: true, render: (item) => `${item.qty} ${item.orderUnit}` },
          { key: 'deliveryDate', title: t('po.column.deliveryDate'), noWrap: true },
          { key: 'gr', title: t('po.column.gr'), align: 'right' },
          { key: 'itemStatus', title: t('po.column.itemStatus'), noWrap: true, render: (item) => <ItemStatusBadge status={item.itemStatus} /> },
          {
            key: 'laEtd',
            title: `${t('po.column.la')} / ${t('po.column.etd')}`,
            noWrap: true,
            render: (item) => (item.la || item.etd ? `${item.la ?? '–'} / ${item.etd ?? '–'}` : ''),
          },
          {
            key: 'scheduleLines',
            title: t('po.detail.scheduleLines'),
            render: (item) =>
              scheduleLines
                .filter((l) => l.itemId === item.id)
                .map((l) => `${l.qty} · ${l.deliveryDate}`)
                .join('; '),
          },
        ]}
      />
    </Stack>
  );
}
