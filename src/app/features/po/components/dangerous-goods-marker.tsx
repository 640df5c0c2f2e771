import { Badge, Stack, Text, Title } from '@mantine/core';
import { DataTable } from '../../../ui/data-table.tsx';
import { useTranslation } from 'react-i18next';
import type { DangerousGoodsRow } from '../../../../shared/contracts/po-rows.ts';
import type { PoListRow } from '../../../../shared/domain/po/list-query.ts';
import { useDangerousGoodsByMaterial } from '../dangerous-goods.ts';

/** "Dangerous goods: UN 1263, class 3, PG II" in the user's language. */
export function useDangerousGoodsLabel(): (entry: DangerousGoodsRow) => string {
  const { t } = useTranslation();
  return (entry) =>
    entry.packingGroup
      ? t('dangerousGoods.label', { un: entry.unNumber, hazardClass: entry.hazardClass, packingGroup: entry.packingGroup })
      : t('dangerousGoods.labelNoGroup', { un: entry.unNumber, hazardClass: entry.hazardClass });
}

/** The DG marker on an item of a material on the list: short to see, spoken in full. */
export function DangerousGoodsBadge({ entry }: { entry: DangerousGoodsRow }) {
  const { t } = useTranslation();
  const label = useDangerousGoodsLabel()(entry);
  return (
    <Badge color="orange" variant="filled" radius="sm" size="sm" role="img" aria-label={label} title={label}>
      {t('dangerousGoods.badge')}
    </Badge>
  );
}

/** In a PO's detail: the DG data of its items whose material is on the list; nothing when none is. */
export function DangerousGoodsItems({ items }: { items: readonly PoListRow[] }) {
  const { t } = useTranslation();
  const byMaterial = useDangerousGoodsByMaterial();
  const marked = items.flatMap((item) => {
    const entry = byMaterial.get(item.material);
    return entry ? [{ item, entry }] : [];
  });
  if (marked.length === 0) return null;
  return (
    <Stack gap={4} mt="md">
      <Title order={4} size="h6">
        {t('dangerousGoods.detail')}
      </Title>
      <DataTable
        records={marked}
        idAccessor={({ item }) => item.id}
        ariaLabel={t('dangerousGoods.detail')}
        minWidth={560}
        columns={[
          { key: 'item', title: t('po.column.item'), render: ({ item }) => item.itemNumber },
          { key: 'material', title: t('dangerousGoods.column.material'), render: ({ entry }) => entry.material },
          { key: 'unNumber', title: t('dangerousGoods.column.unNumber'), noWrap: true, render: ({ entry }) => `UN ${entry.unNumber}` },
          { key: 'hazardClass', title: t('dangerousGoods.column.hazardClass'), render: ({ entry }) => entry.hazardClass },
          { key: 'packingGroup', title: t('dangerousGoods.column.packingGroup'), render: ({ entry }) => entry.packingGroup || '–' },
          { key: 'description', title: t('dangerousGoods.column.description'), render: ({ entry }) => entry.description },
          { key: 'remark', title: t('dangerousGoods.column.remark'), render: ({ entry }) => <Text fz="xs">{entry.remark}</Text> },
        ]}
      />
    </Stack>
  );
}
