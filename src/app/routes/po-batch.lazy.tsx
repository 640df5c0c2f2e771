import { Paper, Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_PURPOSES } from '../../shared/domain/files.ts';
import { BATCH_CATEGORIES, type BatchCategory } from '../../shared/domain/po/batch-categories.ts';
import { offlineDb } from '../offline/store.ts';
import { useBatchView } from '../features/po-batch/batch-view.ts';
import { BatchDetail } from '../features/po-batch/components/batch-detail.tsx';
import { BatchRecord } from '../features/po-batch/components/batch-record.tsx';
import { BatchUpload } from '../features/po-batch/components/batch-upload.tsx';
import { useSubmitBatches } from '../features/po-batch/use-submit-batches.ts';
import { PoTemplateMenu } from '../features/po/components/po-export.tsx';
import { currentUserQuery } from '../platform/current-user.ts';
import { FileUploader } from '../ui/uploads/upload-widget.tsx';
import { applyUserAction } from '../platform/uploads/upload-queue.ts';
import { useUploads } from '../platform/uploads/use-uploads.ts';

const scopeOf = (category: BatchCategory) => `po-batch-${category}`;
const forget = (key: string) => applyUserAction(offlineDb, key, 'cancel');

/** Each category's finished uploads become batches, even while another category is shown or after a reload. */
function BatchSubmitter({ userId, category, onCreated }: { userId: string; category: BatchCategory; onCreated: (id: string) => void }) {
  const records = useUploads(userId, scopeOf(category));
  const finished = useMemo(() => (records ?? []).flatMap((r) => (r.status === 'success' && r.result ? [{ key: r.id, file: r.result }] : [])), [records]);
  useSubmitBatches(category, finished, forget, onCreated);
  return null;
}

export function PoBatchPage() {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(currentUserQuery());
  const userId = data.userInfo.userId;
  const [category, setCategory] = useState<BatchCategory>('poUpload');
  const batch = useBatchView();
  return (
    <Stack gap="md" maw={1200}>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('po.batch.page.upload')}
        </Title>
        <BatchUpload
          category={category}
          onCategory={setCategory}
          templates={<PoTemplateMenu />}
          uploader={
            <FileUploader key={category} userId={userId} scope={scopeOf(category)} purpose="poBatch" maxBytes={UPLOAD_PURPOSES.poBatch.maxBytes} limit={1} />
          }
        />
        {BATCH_CATEGORIES.map((c) => (
          <BatchSubmitter key={c} userId={userId} category={c} onCreated={batch.open} />
        ))}
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('po.batch.page.record')}
        </Title>
        <BatchRecord onOpen={batch.open} />
      </Paper>
      {batch.openId && <BatchDetail id={batch.openId} view={batch.view} onView={batch.setView} onClose={batch.close} />}
    </Stack>
  );
}
