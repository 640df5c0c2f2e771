import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VendorAccount } from '../../../../shared/contracts/vendor-accounts.ts';
import { formatDateTime } from '../../../../shared/domain/format.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';

interface Props {
  accounts: readonly VendorAccount[];
  /** Names the table for assistive technology ("Accounts of V1001"). */
  caption: string;
}

/** The spec's Account entity: account, role, registration date, last login time (spec 000 §3). */
export function AccountsTable({ accounts, caption }: Props) {
  const { t } = useTranslation();
  if (accounts.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('account.noAccounts')}
      </Text>
    );
  return (
    <DataTable
      records={[...accounts]}
      idAccessor={(a) => a.id}
      ariaLabel={caption}
      minWidth={640}
      columns={[
        { key: 'account', title: t('account.account') },
        { key: 'realName', title: t('account.name') },
        { key: 'roleName', title: t('account.role') },
        { key: 'creatorTime', title: t('account.registered'), noWrap: true, render: (a) => formatDateTime(a.creatorTime, 'YYYY-MM-DD') },
        { key: 'lastLogTime', title: t('account.lastLogin'), noWrap: true, render: (a) => (a.lastLogTime === null ? '—' : formatDateTime(a.lastLogTime)) },
        {
          key: 'enabled',
          title: t('account.state'),
          render: (a) => (
            <StatusBadge variant="light" color={a.enabled ? 'green' : 'gray'}>
              {t(a.enabled ? 'account.enabled' : 'account.disabled')}
            </StatusBadge>
          ),
        },
      ]}
    />
  );
}
