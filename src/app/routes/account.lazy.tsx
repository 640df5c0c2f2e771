import { Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountKindOfUser } from '../../shared/domain/roles.ts';
import { OwnAccountCard } from '../features/account/components/own-account-card.tsx';
import { PoPasswordForm } from '../features/account/components/po-password-form.tsx';
import { baseInfoQuery } from '../features/profile/queries.ts';
import { currentUserQuery } from '../platform/current-user.ts';
import { OwnCompany } from '../features/vendors/components/own-company.tsx';
import { VendorMaster } from '../features/vendors/components/vendor-master.tsx';
import type { CachedPageProps } from '../shell/page-cache/cached-pages.tsx';

/** A vendor's account settings: own account, own company (read-only) and its accounts, the password change. */
export function VendorAccountPage() {
  const { t } = useTranslation();
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const { data: info } = useSuspenseQuery(baseInfoQuery());
  return (
    <Stack gap="md" maw={1100}>
      <Title order={1} size="h3">
        {t('account.title.settings')}
      </Title>
      <OwnAccountCard info={info} scope={{ label: t('account.supplierCodes'), values: user.userInfo.supplierCodes }} />
      <OwnCompany userId={user.userInfo.userId} supplierCodes={user.userInfo.supplierCodes} />
      <PoPasswordForm />
    </Stack>
  );
}

/** A buyer's (or uploader's) account settings: own account with its plants, the password change. */
export function BuyerAccountPage() {
  const { t } = useTranslation();
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const { data: info } = useSuspenseQuery(baseInfoQuery());
  return (
    <Stack gap="md" maw={1100}>
      <Title order={1} size="h3">
        {t('account.title.settings')}
      </Title>
      <OwnAccountCard info={info} scope={{ label: t('account.plants'), values: user.userInfo.plants }} />
      <PoPasswordForm />
    </Stack>
  );
}

/**
 * Buyers and administrators. The fence lets a vendor open any path containing "vendor", this one
 * included, so the page itself turns a vendor away (the server would show them only their own anyway).
 */
export function VendorMasterPage({ search, setSearch }: CachedPageProps) {
  const { t } = useTranslation();
  const { data: user } = useSuspenseQuery(currentUserQuery());
  if (accountKindOfUser(user.userInfo) === 'vendor') return <Text role="alert">{t('account.buyersOnly')}</Text>;
  return <VendorMaster userId={user.userInfo.userId} search={search} setSearch={setSearch} />;
}
