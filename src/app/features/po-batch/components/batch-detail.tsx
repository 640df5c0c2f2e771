import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { poBatchConfirm, poBatchDiscard, poBatchErrors, type PoBatchRow } from '../../../../shared/contracts/po-batch.ts';
import { call, callForFile, saveFile } from '../../../api/client.ts';
import { requestSync } from '../../../offline/loop.ts';
import { notifyError } from '../../../platform/notify.ts';
import type { BatchView } from '../batch-view.ts';
import { batchDetailQuery, batchKeys, batchRowsQuery } from '../queries.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { BatchStatusBadge } from './batch-record.tsx';

const OUTCOME_COLOR: Record<PoBatchRow['outcome'], string> = { create: 'blue', update: 'orange', unchanged: 'gray', error: 'red' };

function Values({ values }: { values: PoBatchRow['before'] }) {
  if (!values) return <>—</>;
  // A dangerous-goods row: its DG fields (an error row carries only the material, shown in its own column).
  if (values.material !== undefined) {
    if (values.unNumber === undefined) return <>—</>;
    return <>{[`UN ${values.unNumber}`, values.hazardClass, values.packingGroup || '–', values.description, values.remark].filter(Boolean).join(' · ')}</>;
  }
  return <>{[values.qty, values.deliveryDate].filter((v) => v !== undefined).join(' · ')}</>;
}

interface BatchDetailProps {
  id: string;
  /** The page of the dry run and which rows show, as the address holds them. */
  view: BatchView;
  onView: (next: BatchView) => void;
  onClose: () => void;
}

/** One batch: its dry run by row, and confirm or discard. */
export function BatchDetail({ id, view, onView, onClose }: BatchDetailProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const onlyErrors = view.show === 'errors';
  const page = view.rowsPage;
  const [busy, setBusy] = useState(false);
  const { data: batch } = useQuery(batchDetailQuery(id));
  const ready = batch && batch.status !== 'parsing';
  const { data: rows } = useQuery({ ...batchRowsQuery(id, page, onlyErrors), enabled: Boolean(ready) });
  const materials = batch?.category === 'dangerousGoods';

  const decide = async (action: 'confirm' | 'discard') => {
    setBusy(true);
    try {
      await call(action === 'confirm' ? poBatchConfirm : poBatchDiscard, { params: { id } });
      // The PO list reads the device's copy: fetch the applied changes now rather than at the next round.
      if (action === 'confirm') requestSync();
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: batchKeys.all });
    }
  };

  const downloadErrors = async () => {
    try {
      saveFile(await callForFile(poBatchErrors, { params: { id } }, 'errors.xlsx'));
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Modal opened onClose={onClose} size="xl" title={t('po.batch.page.detail', { serial: batch?.serialNumber ?? '' })}>
      {batch && (
        <Stack gap="sm">
          <Group gap="sm" wrap="wrap">
            <BatchStatusBadge status={batch.status} />
            <Text size="sm">{batch.fileName}</Text>
            <Text size="sm" c="dimmed">
              {materials
                ? t('po.batch.page.materialCounts', { items: batch.itemCount, errors: batch.errorCount })
                : t('po.batch.page.counts', { pos: batch.poCount, items: batch.itemCount, errors: batch.errorCount })}
            </Text>
          </Group>
          {batch.status === 'parsing' && <Text aria-live="polite">{t('po.batch.page.parsing')}</Text>}
          {batch.status === 'failed' && (
            <Alert color="red" role="alert" title={t('po.batch.uploadFailed')}>
              {batch.failure ?? t('po.batch.page.fixRows')}
            </Alert>
          )}
          {ready && (
            <>
              <SegmentedControl
                aria-label={t('po.batch.page.show')}
                value={view.show}
                onChange={(v) => onView({ ...view, show: v === 'errors' ? 'errors' : 'all', rowsPage: 1 })}
                data={[
                  { value: 'all', label: t('po.batch.page.allRows') },
                  { value: 'errors', label: t('po.batch.page.errorRows') },
                ]}
              />
              <DataTable
                records={rows?.list ?? []}
                idAccessor={(r) => String(r.row)}
                fetching={!rows}
                ariaLabel={t('po.batch.page.dryRun')}
                minWidth={700}
                paging={{ mode: 'server', page, pageSize: 20, total: rows?.pagination.total ?? 0, onPage: (rowsPage) => onView({ ...view, rowsPage }) }}
                columns={[
                  { key: 'row', title: t('po.batch.page.column.row') },
                  ...(materials
                    ? [{ key: 'material', title: t('po.batch.page.column.material'), render: (r: PoBatchRow) => r.after?.material ?? r.before?.material ?? '' }]
                    : [
                        { key: 'poNumber', title: t('po.batch.page.column.po') },
                        { key: 'itemNumber', title: t('po.batch.page.column.item') },
                      ]),
                  {
                    key: 'outcome',
                    title: t('po.batch.page.column.outcome'),
                    render: (r) => (
                      <StatusBadge color={OUTCOME_COLOR[r.outcome]} variant="light">
                        {t(`po.batch.outcome.${r.outcome}`)}
                      </StatusBadge>
                    ),
                  },
                  { key: 'before', title: t('po.batch.page.column.before'), render: (r) => <Values values={r.before} /> },
                  { key: 'after', title: t('po.batch.page.column.after'), render: (r) => <Values values={r.after} /> },
                  {
                    key: 'problems',
                    title: t('po.batch.page.column.problems'),
                    render: (r) =>
                      r.messages.map((m) => (
                        <Text key={m} size="sm" c="red">
                          {m}
                        </Text>
                      )),
                  },
                ]}
              />
            </>
          )}
          <Group justify="flex-end">
            {batch.errorCount > 0 && (
              <Button variant="light" color="red" onClick={() => void downloadErrors()}>
                {t('po.batch.page.errorWorkbook')}
              </Button>
            )}
            {(batch.status === 'ready' || batch.status === 'failed') && (
              <Button variant="default" loading={busy} onClick={() => void decide('discard')}>
                {t('po.batch.page.discard')}
              </Button>
            )}
            {batch.status === 'ready' && (
              <Button loading={busy} onClick={() => void decide('confirm')}>
                {t('po.batch.page.confirm')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
