import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VendorRow } from '../../../../shared/contracts/po-rows.ts';
import { LabelledValue } from '../../../ui/labelled-value.tsx';

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
        <LabelledValue label={t('account.vendor.code')} value={vendor.supplierCode} />
        <LabelledValue label={t('account.vendor.name')} value={vendor.name} />
        <LabelledValue label={t('account.vendor.contact')} value={vendor.contact} />
        <LabelledValue label={t('account.vendor.phone')} value={vendor.phone} />
        <LabelledValue label={t('account.vendor.emails')} value={vendor.emails.join(', ')} />
        <LabelledValue label={t('account.vendor.plants')} value={vendor.plants.join(', ')} />
      </SimpleGrid>
    </Paper>
  );
}
