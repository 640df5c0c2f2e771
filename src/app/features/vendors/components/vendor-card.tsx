import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VendorRow } from '../../../../shared/contracts/po-rows.ts';

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

/** One vendor's master data, read-only (a vendor sees its own company here). */
export function VendorCard({ vendor }: { vendor: VendorRow }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={`${t('account.company')}: ${vendor.supplierCode}`}>
      <Title order={2} size="h4" mb={4}>
        {t('account.company')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('account.companyReadOnly')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Field label={t('account.vendor.code')} value={vendor.supplierCode} />
        <Field label={t('account.vendor.name')} value={vendor.name} />
        <Field label={t('account.vendor.contact')} value={vendor.contact} />
        <Field label={t('account.vendor.phone')} value={vendor.phone} />
        <Field label={t('account.vendor.emails')} value={vendor.emails.join(', ')} />
        <Field label={t('account.vendor.plants')} value={vendor.plants.join(', ')} />
      </SimpleGrid>
    </Paper>
  );
}
