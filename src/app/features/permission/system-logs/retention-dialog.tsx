import { Center, Loader, Modal, NumberInput, SimpleGrid, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getLogRetention,
  KEPT_RECORDS,
  LOG_CATEGORIES,
  logRetention,
  RETENTION_KEYS,
  setLogRetention,
  type LogRetention,
} from '../../../../shared/contracts/system-logs.ts';
import { call } from '../../../api/client.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { useContractForm } from '../../../ui/use-contract-form.ts';
import { permissionKeys } from '../shared/queries.ts';
import { RecordModal } from '../../../ui/admin/record-modal.tsx';

/** How many days each log is kept; loaded first, since the form's initial values are fixed when it is made. */
export function RetentionDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const current = useQuery({ queryKey: [...permissionKeys.all, 'logRetention'], queryFn: () => call(getLogRetention), gcTime: 0 });
  if (current.data) return <RetentionForm current={current.data} onClose={onClose} />;
  return (
    <Modal opened onClose={onClose} title={t('admin.log.retentionTitle')} centered>
      {current.isError ? (
        <ErrorState message={current.error.message} onRetry={() => void current.refetch()} />
      ) : (
        <Center py="xl">
          <Loader size="sm" aria-label={t('admin.log.retention')} />
        </Center>
      )}
    </Modal>
  );
}

function RetentionForm({ current, onClose }: { current: LogRetention; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const labels: Record<string, string> = Object.fromEntries([
    ...LOG_CATEGORIES.map((c): [string, string] => [c, t(`admin.log.categories.${c}`)]),
    ...KEPT_RECORDS.map((r): [string, string] => [r, t(`admin.log.kept.${r}`)]),
  ]);
  const { form, submit, submitting, failure } = useContractForm(logRetention, { labels, initialValues: { ...current } });
  const save = submit(async (body) => {
    await call(setLogRetention, { body });
    await queryClient.invalidateQueries({ queryKey: [...permissionKeys.all, 'logRetention'] });
    onClose();
  });
  return (
    <RecordModal opened title={t('admin.log.retentionTitle')} onClose={onClose} onSubmit={save} submitting={submitting} failure={failure} size="md">
      <Text size="sm">{t('admin.log.retentionHint')}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {RETENTION_KEYS.map((c) => (
          <NumberInput key={c} label={labels[c]} min={1} max={3650} allowDecimal={false} suffix={` ${t('admin.log.days')}`} {...form.getInputProps(c)} />
        ))}
      </SimpleGrid>
    </RecordModal>
  );
}
