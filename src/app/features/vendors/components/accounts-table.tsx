import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VendorAccount } from '../../../../shared/contracts/vendor-accounts.ts';
import { formatDateTime } from '../../../../shared/domain/format.ts';

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
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('account.account')}</Table.Th>
            <Table.Th>{t('account.name')}</Table.Th>
            <Table.Th>{t('account.role')}</Table.Th>
            <Table.Th>{t('account.registered')}</Table.Th>
            <Table.Th>{t('account.lastLogin')}</Table.Th>
            <Table.Th>{t('account.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>{a.account}</Table.Td>
              <Table.Td>{a.realName}</Table.Td>
              <Table.Td>{a.roleName}</Table.Td>
              <Table.Td>{formatDateTime(a.creatorTime, 'YYYY-MM-DD')}</Table.Td>
              <Table.Td>{a.lastLogTime === null ? '—' : formatDateTime(a.lastLogTime)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={a.enabled ? 'green' : 'gray'}>
                  {t(a.enabled ? 'account.enabled' : 'account.disabled')}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
