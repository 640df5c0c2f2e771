import { Paper, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BaseInfo } from '../../../../shared/contracts/profile.ts';
import { formatDateTime } from '../../../../shared/domain/format.ts';
import { LabelledValue } from '../../../ui/labelled-value.tsx';

interface Props {
  info: BaseInfo;
  /** What scopes the account: a vendor's supplier codes, a buyer's plants. */
  scope: { label: string; values: readonly string[] };
}

/** The signed-in user's own account as the spec's Account entity has it (spec 000 §3). */
export function OwnAccountCard({ info, scope }: Props) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="own-account">
      <Title order={2} size="h4" mb="md" id="own-account">
        {t('account.mine')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <LabelledValue label={t('account.account')} value={info.account} />
        <LabelledValue label={t('account.name')} value={info.realName} />
        <LabelledValue label={t('account.role')} value={info.roleName} />
        <LabelledValue label={scope.label} value={scope.values.join(', ')} />
        <LabelledValue label={t('account.registered')} value={formatDateTime(info.creatorTime, 'YYYY-MM-DD')} />
        <LabelledValue label={t('account.lastLogin')} value={info.lastLogTime ? formatDateTime(info.lastLogTime) : ''} />
      </SimpleGrid>
    </Paper>
  );
}
