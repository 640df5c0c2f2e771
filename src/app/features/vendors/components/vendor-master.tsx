import { Fragment, useMemo, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Pagination, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGINATION } from '../../../../shared/constants.ts';
import { SearchIcon } from '../../../shell/icons.tsx';
import { vendorAccountsQuery } from '../queries.ts';
import { accountsByCode, filterVendors, useVendors, type VendorFilter } from '../vendors-data.ts';
import { AccountsTable } from './accounts-table.tsx';

const COLUMNS = 7;

/**
 * Vendor master data for buyers and administrators: the device's synced vendors (so it works offline),
 * searched by code or name and filtered by plant, each with the accounts linked to it.
 */
export function VendorMaster({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const data = useVendors(userId);
  const accounts = useQuery(vendorAccountsQuery());
  const [filter, setFilter] = useState<VendorFilter>({});
  const [page, setPage] = useState<number>(PAGINATION.page);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());

  const vendors = useMemo(() => data?.vendors ?? [], [data]);
  const plants = useMemo(() => [...new Set(vendors.flatMap((v) => v.plants))].sort(), [vendors]);
  const matching = useMemo(() => filterVendors(vendors, filter), [vendors, filter]);
  const byCode = useMemo(() => accountsByCode(accounts.data ?? []), [accounts.data]);
  const pages = Math.max(1, Math.ceil(matching.length / PAGINATION.pageSize));
  const shown = matching.slice((Math.min(page, pages) - 1) * PAGINATION.pageSize, Math.min(page, pages) * PAGINATION.pageSize);
  const change = (patch: VendorFilter) => {
    setFilter({ ...filter, ...patch });
    setPage(1);
  };
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
          value={filter.keyword ?? ''}
          onChange={(e) => change({ keyword: e.currentTarget.value || undefined })}
          w={240}
        />
        <Select
          label={t('account.filter.plant')}
          data={[{ value: '', label: t('account.filter.any') }, ...plants.map((p) => ({ value: p, label: p }))]}
          value={filter.plant ?? ''}
          onChange={(v) => change({ plant: v || undefined })}
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
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={900}>
            <Table aria-label={t('account.title.vendors')} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('account.vendor.code')}</Table.Th>
                  <Table.Th>{t('account.vendor.name')}</Table.Th>
                  <Table.Th>{t('account.vendor.contact')}</Table.Th>
                  <Table.Th>{t('account.vendor.phone')}</Table.Th>
                  <Table.Th>{t('account.vendor.emails')}</Table.Th>
                  <Table.Th>{t('account.vendor.plants')}</Table.Th>
                  <Table.Th>{t('account.vendor.accounts')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={COLUMNS}>
                      <Text c="dimmed">{t('account.none')}</Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {shown.map((v) => {
                  const expanded = open.has(v.supplierCode);
                  const linked = byCode.get(v.supplierCode) ?? [];
                  return (
                    <Fragment key={v.id}>
                      <Table.Tr>
                        <Table.Td>{v.supplierCode}</Table.Td>
                        <Table.Td>{v.name}</Table.Td>
                        <Table.Td>{v.contact || '—'}</Table.Td>
                        <Table.Td>{v.phone || '—'}</Table.Td>
                        <Table.Td>{v.emails.join(', ') || '—'}</Table.Td>
                        <Table.Td>{v.plants.join(', ')}</Table.Td>
                        <Table.Td>
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            aria-expanded={expanded}
                            aria-label={t(expanded ? 'account.hideAccounts' : 'account.showAccounts', { code: v.supplierCode })}
                            onClick={() => toggle(v.supplierCode)}
                            disabled={!accounts.data}
                          >
                            {accounts.data ? linked.length : '…'}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                      {expanded && (
                        <Table.Tr>
                          <Table.Td colSpan={COLUMNS} bg="var(--mantine-color-default-hover)">
                            <AccountsTable accounts={linked} caption={t('account.accountsOf', { code: v.supplierCode })} />
                          </Table.Td>
                        </Table.Tr>
                      )}
                    </Fragment>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {pages > 1 && <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} />}
    </Stack>
  );
}
