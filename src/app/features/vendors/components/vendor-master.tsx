import { useMemo, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGINATION } from '../../../../shared/constants.ts';
import { SearchIcon } from '../../../shell/icons.tsx';
import { DataTable } from '../../../ui/data-table.tsx';
import { vendorAccountsQuery } from '../queries.ts';
import { accountsByCode, filterVendors, useVendors, type VendorFilter } from '../vendors-data.ts';
import { AccountsTable } from './accounts-table.tsx';
import { z } from 'zod';
import { pagedListSearch } from '../../../../shared/domain/list-search.ts';
import { useSearchState } from '../../../platform/search-state.ts';
import type { CachedPageProps } from '../../../shell/page-cache/cached-pages.tsx';

/** Its address: the search, the plant and the page. */
const vendorSearch = pagedListSearch.extend({ plant: z.string().max(20).catch('') });

/**
 * Vendor master data for buyers and administrators: the device's synced vendors (so it works offline),
 * searched by code or name and filtered by plant, each with the accounts linked to it.
 */
export function VendorMaster({ userId, search, setSearch }: { userId: string } & Pick<CachedPageProps, 'search' | 'setSearch'>) {
  const { t } = useTranslation();
  const data = useVendors(userId);
  const accounts = useQuery(vendorAccountsQuery());
  const [list, setList] = useSearchState(vendorSearch, search, setSearch);
  const { keyword, plant } = list;
  const filter = useMemo<VendorFilter>(() => ({ ...(keyword ? { keyword } : {}), ...(plant ? { plant } : {}) }), [keyword, plant]);
  const page = list.currentPage;
  const setPage = (currentPage: number) => setList({ ...list, currentPage });
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());

  const vendors = useMemo(() => data?.vendors ?? [], [data]);
  const plants = useMemo(() => [...new Set(vendors.flatMap((v) => v.plants))].sort(), [vendors]);
  const matching = useMemo(() => filterVendors(vendors, filter), [vendors, filter]);
  const byCode = useMemo(() => accountsByCode(accounts.data ?? []), [accounts.data]);
  const pages = Math.max(1, Math.ceil(matching.length / PAGINATION.pageSize));
  const shown = matching.slice((Math.min(page, pages) - 1) * PAGINATION.pageSize, Math.min(page, pages) * PAGINATION.pageSize);
  // A new search or plant starts again at the first page.
  const change = (patch: { keyword?: string; plant?: string }) => setList({ ...list, ...patch, currentPage: 1 });
  const toggle = (code: string) => {
    const next = new Set(open);
    if (!next.delete(code)) next.add(code);
    setOpen(next);
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('account.title.vendors')}
      </Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('account.filter.keyword')}
          placeholder={t('account.filter.keywordHint')}
          leftSection={<SearchIcon size={14} />}
          value={keyword}
          onChange={(e) => change({ keyword: e.currentTarget.value })}
          w={240}
        />
        <Select
          label={t('account.filter.plant')}
          data={[{ value: '', label: t('account.filter.any') }, ...plants.map((p) => ({ value: p, label: p }))]}
          value={plant}
          onChange={(v) => change({ plant: v ?? '' })}
          allowDeselect={false}
          w={140}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('account.total', { count: matching.length })}
        </Text>
      </Group>
      {accounts.error && (
        <Alert color="yellow" role="alert">
          {t('account.accountsFailed', { message: accounts.error.message })}
        </Alert>
      )}
      {!data || (!data.synced && vendors.length === 0) ? (
        <Center p="xl">
          <Loader size="sm" aria-label={t('account.loading')} />
        </Center>
      ) : (
        <DataTable
          records={shown}
          idAccessor={(v) => v.supplierCode}
          ariaLabel={t('account.title.vendors')}
          emptyText={t('account.none')}
          minWidth={900}
          // Filtered and paged on the device: the list reads offline as well.
          paging={{ mode: 'server', page: Math.min(page, pages), pageSize: PAGINATION.pageSize, total: matching.length, onPage: setPage }}
          expansion={{
            expandedIds: [...open],
            content: (v) => <AccountsTable accounts={byCode.get(v.supplierCode) ?? []} caption={t('account.accountsOf', { code: v.supplierCode })} />,
          }}
          columns={[
            { key: 'supplierCode', title: t('account.vendor.code') },
            { key: 'name', title: t('account.vendor.name') },
            { key: 'contact', title: t('account.vendor.contact'), render: (v) => v.contact || '—' },
            { key: 'phone', title: t('account.vendor.phone'), render: (v) => v.phone || '—' },
            { key: 'emails', title: t('account.vendor.emails'), render: (v) => v.emails.join(', ') || '—' },
            { key: 'plants', title: t('account.vendor.plants'), render: (v) => v.plants.join(', ') },
            {
              key: 'accounts',
              title: t('account.vendor.accounts'),
              render: (v) => {
                const expanded = open.has(v.supplierCode);
                return (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    aria-expanded={expanded}
                    aria-label={t(expanded ? 'account.hideAccounts' : 'account.showAccounts', { code: v.supplierCode })}
                    onClick={() => toggle(v.supplierCode)}
                    disabled={!accounts.data}
                  >
                    {accounts.data ? (byCode.get(v.supplierCode) ?? []).length : '…'}
                  </Button>
                );
              },
            },
          ]}
        />
      )}
    </Stack>
  );
}
