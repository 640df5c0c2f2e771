import { Alert, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { vendorAccountsQuery } from '../queries.ts';
import { useVendors } from '../vendors-data.ts';
import { AccountsTable } from './accounts-table.tsx';
import { VendorCard } from './vendor-card.tsx';

/**
 * A vendor's own company: the master data of each supplier code its account serves (read-only) and
 * the accounts of those codes. The server scopes both, so nothing of another vendor reaches here.
 */
export function OwnCompany({ userId, supplierCodes }: { userId: string; supplierCodes: readonly string[] }) {
  const { t } = useTranslation();
  const data = useVendors(userId);
  const accounts = useQuery(vendorAccountsQuery());
  if (!data) return <Loader size="sm" aria-label={t('account.loading')} />;
  // An administrator's device holds every vendor: "own" is what the account's supplier codes name.
  const own = data.vendors.filter((v) => supplierCodes.includes(v.supplierCode));
  const colleagues = accounts.data?.filter((a) => a.supplierCodes.some((code) => supplierCodes.includes(code)));
  return (
    <Stack gap="md">
      {own.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('account.noCompany')}
        </Text>
      )}
      {own.map((v) => (
        <VendorCard key={v.id} vendor={v} />
      ))}
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="company-accounts">
        <Title order={2} size="h4" mb="md" id="company-accounts">
          {t('account.accounts')}
        </Title>
        {accounts.error ? (
          <Alert color="yellow" role="alert">
            {t('account.accountsFailed', { message: accounts.error.message })}
          </Alert>
        ) : colleagues ? (
          <AccountsTable accounts={colleagues} caption={t('account.accounts')} />
        ) : (
          <Center>
            <Loader size="sm" aria-label={t('common.loading')} />
          </Center>
        )}
      </Paper>
    </Stack>
  );
}
