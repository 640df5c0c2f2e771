import { Loader, Modal, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { dataInterfaceHosts, hostList, saveDataInterfaceHosts } from '../../../../shared/contracts/data-interface-hosts.ts';
import { call } from '../../../api/client.ts';
import { RecordModal } from '../../../ui/admin/record-modal.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { useContractForm } from '../../../ui/use-contract-form.ts';
import { systemKeys } from '../queries.ts';

/** The form holds the list as lines; the contract takes it as a list. */
const hostLines = z.strictObject({ lines: z.string().max(10_000) }).transform(({ lines }, ctx) => {
  const parsed = hostList.safeParse({
    hosts: lines
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  });
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: 'custom', path: ['lines'], message: 'admin.dataInterface.badHost' });
  return z.NEVER;
});

function HostsForm({ saved, onClose }: { saved: readonly string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const label = t('admin.dataInterface.hosts');
  const { form, submit, submitting, failure } = useContractForm(hostLines, {
    labels: { lines: label },
    initialValues: { lines: saved.join('\n') },
    notice: t('admin.dataInterface.hostsSaved'),
  });
  const save = submit(async (body) => {
    await call(saveDataInterfaceHosts, { body });
    onClose();
  });
  return (
    <RecordModal opened title={label} onClose={onClose} onSubmit={save} submitting={submitting} failure={failure}>
      <Text size="sm">{t('admin.dataInterface.hostsHint')}</Text>
      <Textarea label={label} autosize minRows={4} maxRows={12} spellCheck={false} data-autofocus {...form.getInputProps('lines')} />
    </RecordModal>
  );
}

/** The hosts HTTP data interfaces may call, one per line (the saved list first read, then edited). */
export function HostsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const current = useQuery({ queryKey: [...systemKeys.all, 'dataInterfaceHosts'], queryFn: () => call(dataInterfaceHosts) });
  if (current.data) return <HostsForm saved={current.data.hosts} onClose={onClose} />;
  return (
    <Modal opened onClose={onClose} title={t('admin.dataInterface.hosts')} centered>
      {current.isError ? <ErrorState message={t('admin.common.loadFailed')} onRetry={() => void current.refetch()} /> : <Loader size="sm" />}
    </Modal>
  );
}
