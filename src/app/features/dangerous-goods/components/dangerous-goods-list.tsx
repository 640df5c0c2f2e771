import { Stack, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/domain/format.ts';
import type { KeywordPageSearch } from '../../../../shared/domain/list-search.ts';
import { matchesDangerousGoods, useDangerousGoods } from '../use-dangerous-goods.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { RemoveDangerousGoodsButton } from './remove-button.tsx';

const PAGE_SIZE = 20;

interface Props {
  /** Offers removal (buyers). */
  manage: boolean;
  /** The search and page, kept by the page (in its address). */
  list: KeywordPageSearch;
  onList: (next: KeywordPageSearch) => void;
}

/** The DG material list, searched and paged on the device, so it reads offline as well. */
export function DangerousGoodsList({ manage, list, onList }: Props) {
  const { t } = useTranslation();
  const rows = useDangerousGoods();
  const { keyword, currentPage: page } = list;
  const found = useMemo(() => (rows ?? []).filter((r) => matchesDangerousGoods(r, keyword)), [rows, keyword]);
  const pages = Math.max(1, Math.ceil(found.length / PAGE_SIZE));
  const shown = found.slice((Math.min(page, pages) - 1) * PAGE_SIZE, Math.min(page, pages) * PAGE_SIZE);
  return (
    <Stack gap="sm">
      <TextInput
        label={t('dangerousGoods.search')}
        placeholder={t('dangerousGoods.searchHint')}
        value={keyword}
        onChange={(e) => onList({ ...list, keyword: e.currentTarget.value, currentPage: 1 })}
        maw={360}
      />
      {rows === undefined && <Text c="dimmed">{t('dangerousGoods.loading')}</Text>}
      <DataTable
        records={shown}
        idAccessor={(r) => r.id}
        fetching={rows === undefined}
        ariaLabel={t('dangerousGoods.title')}
        emptyText={t('dangerousGoods.none')}
        minWidth={900}
        rowAttributes={(r) => ({ 'data-testid': `dg-${r.material}` })}
        // Searched and paged on the device: the list reads offline as well.
        paging={{
          mode: 'server',
          page: Math.min(page, pages),
          pageSize: PAGE_SIZE,
          total: found.length,
          onPage: (next) => onList({ ...list, currentPage: next }),
          totalText: (count) => t('dangerousGoods.total', { count }),
        }}
        columns={[
          { key: 'material', title: t('dangerousGoods.column.material') },
          { key: 'description', title: t('dangerousGoods.column.description') },
          { key: 'unNumber', title: t('dangerousGoods.column.unNumber'), noWrap: true, render: (r) => `UN ${r.unNumber}` },
          { key: 'hazardClass', title: t('dangerousGoods.column.hazardClass') },
          { key: 'packingGroup', title: t('dangerousGoods.column.packingGroup'), render: (r) => r.packingGroup || '–' },
          {
            key: 'remark',
            title: t('dangerousGoods.column.remark'),
            render: (r) => (
              <Text fz="xs" lineClamp={2}>
                {r.remark}
              </Text>
            ),
          },
          { key: 'updatedBy', title: t('dangerousGoods.column.updatedBy') },
          { key: 'updatedAt', title: t('dangerousGoods.column.updatedAt'), noWrap: true, render: (r) => formatDateTime(r.updatedAt) },
          ...(manage
            ? [{ key: 'actions', title: t('dangerousGoods.column.actions'), render: (r: (typeof found)[number]) => <RemoveDangerousGoodsButton row={r} /> }]
            : []),
        ]}
      />
    </Stack>
  );
}
