import { Group, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/domain/format.ts';
import { matchesDangerousGoods, useDangerousGoods } from '../use-dangerous-goods.ts';
import { RemoveDangerousGoodsButton } from './remove-button.tsx';

const PAGE_SIZE = 20;

/** The DG material list, searched and paged on the device, so it reads offline as well; `manage` offers removal. */
export function DangerousGoodsList({ manage }: { manage: boolean }) {
  const { t } = useTranslation();
  const rows = useDangerousGoods();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const found = useMemo(() => (rows ?? []).filter((r) => matchesDangerousGoods(r, keyword)), [rows, keyword]);
  const pages = Math.max(1, Math.ceil(found.length / PAGE_SIZE));
  const shown = found.slice((Math.min(page, pages) - 1) * PAGE_SIZE, Math.min(page, pages) * PAGE_SIZE);
  return (
    <Stack gap="sm">
      <TextInput
        label={t('dangerousGoods.search')}
        placeholder={t('dangerousGoods.searchHint')}
        value={keyword}
        onChange={(e) => {
          setKeyword(e.currentTarget.value);
          setPage(1);
        }}
        maw={360}
      />
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover fz="sm" aria-label={t('dangerousGoods.title')}>
          <Table.Thead>
            <Table.Tr>
              {(['material', 'description', 'unNumber', 'hazardClass', 'packingGroup', 'remark', 'updatedBy', 'updatedAt'] as const).map((k) => (
                <Table.Th key={k}>{t(`dangerousGoods.column.${k}`)}</Table.Th>
              ))}
              {manage && <Table.Th>{t('dangerousGoods.column.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((r) => (
              <Table.Tr key={r.id} data-testid={`dg-${r.material}`}>
                <Table.Td>{r.material}</Table.Td>
                <Table.Td>{r.description}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{`UN ${r.unNumber}`}</Table.Td>
                <Table.Td>{r.hazardClass}</Table.Td>
                <Table.Td>{r.packingGroup || '–'}</Table.Td>
                <Table.Td>
                  <Text fz="xs" lineClamp={2}>
                    {r.remark}
                  </Text>
                </Table.Td>
                <Table.Td>{r.updatedBy}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.updatedAt)}</Table.Td>
                {manage && (
                  <Table.Td>
                    <RemoveDangerousGoodsButton row={r} />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows === undefined && <Text c="dimmed">{t('dangerousGoods.loading')}</Text>}
      {rows !== undefined && found.length === 0 && <Text c="dimmed">{t('dangerousGoods.none')}</Text>}
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('dangerousGoods.total', { count: found.length })}
        </Text>
        {pages > 1 && <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} />}
      </Group>
    </Stack>
  );
}
