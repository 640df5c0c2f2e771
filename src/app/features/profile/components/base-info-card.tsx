import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/domain/format.ts';
import { baseInfoQuery } from '../queries.ts';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </Stack>
  );
}

export function BaseInfoCard() {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(baseInfoQuery());
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="md">
        {t('profile.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Field label={t('profile.account')} value={data.account} />
        <Field label={t('profile.realName')} value={data.realName} />
        <Field label={t('profile.role')} value={data.roleName} />
        <Field label={t('profile.organize')} value={[data.organizeName, data.departmentName].filter(Boolean).join(' / ')} />
        <Field label={t('profile.email')} value={data.email} />
        <Field label={t('profile.mobile')} value={data.mobile} />
        <Field label={t('profile.registered')} value={formatDateTime(data.creatorTime, 'YYYY-MM-DD')} />
        <Field label={t('profile.lastLogin')} value={data.lastLogTime ? formatDateTime(data.lastLogTime) : ''} />
      </SimpleGrid>
    </Paper>
  );
}
