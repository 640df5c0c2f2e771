import { Badge, Stack, Table, Text, Title } from '@mantine/core';
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
      <Table.ScrollContainer minWidth={560}>
        <Table fz="sm" striped aria-label={t('dangerousGoods.detail')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('po.column.item')}</Table.Th>
              {(['material', 'unNumber', 'hazardClass', 'packingGroup', 'description', 'remark'] as const).map((k) => (
                <Table.Th key={k}>{t(`dangerousGoods.column.${k}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {marked.map(({ item, entry }) => (
              <Table.Tr key={item.id}>
                <Table.Td>{item.itemNumber}</Table.Td>
                <Table.Td>{entry.material}</Table.Td>
                <Table.Td>{`UN ${entry.unNumber}`}</Table.Td>
                <Table.Td>{entry.hazardClass}</Table.Td>
                <Table.Td>{entry.packingGroup || '–'}</Table.Td>
                <Table.Td>{entry.description}</Table.Td>
                <Table.Td>
                  <Text fz="xs">{entry.remark}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
