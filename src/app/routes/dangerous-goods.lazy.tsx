import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_PURPOSES } from '../../shared/domain/files.ts';
import { keywordPageSearch } from '../../shared/domain/list-search.ts';
import { DangerousGoodsList } from '../features/dangerous-goods/components/dangerous-goods-list.tsx';
import { DangerousGoodsTemplateButton } from '../features/dangerous-goods/components/template-button.tsx';
import { useBatchView } from '../features/po-batch/batch-view.ts';
import { BatchDetail } from '../features/po-batch/components/batch-detail.tsx';
import { useSubmitBatches } from '../features/po-batch/use-submit-batches.ts';
import { currentUserQuery } from '../platform/current-user.ts';
import { FileUploader } from '../ui/uploads/upload-widget.tsx';
import { applyUserAction } from '../platform/uploads/upload-queue.ts';
import { useUploads } from '../platform/uploads/use-uploads.ts';
import { offlineDb } from '../offline/store.ts';
import { useAddressSearchState } from '../platform/search-state.ts';

/** Its own upload queue, so the batch page (which hands on its own queues) never hands these on twice. */
const SCOPE = 'dangerous-goods';
const forget = (key: string) => applyUserAction(offlineDb, key, 'cancel');

export function DangerousGoodsPage() {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(currentUserQuery());
  const userId = data.userInfo.userId;
  const batch = useBatchView();
  const [list, setList] = useAddressSearchState(keywordPageSearch);
  const records = useUploads(userId, SCOPE);
  const finished = useMemo(() => (records ?? []).flatMap((r) => (r.status === 'success' && r.result ? [{ key: r.id, file: r.result }] : [])), [records]);
  useSubmitBatches('dangerousGoods', finished, forget, batch.open);
  return (
    <Stack gap="md" maw={1200}>
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="sm" wrap="wrap">
          <Title order={2} size="h4">
            {t('dangerousGoods.upload')}
          </Title>
          <DangerousGoodsTemplateButton />
        </Group>
        <Text size="sm" c="dimmed" mb="sm">
          {t('dangerousGoods.hint')}
        </Text>
        <FileUploader userId={userId} scope={SCOPE} purpose="poBatch" maxBytes={UPLOAD_PURPOSES.poBatch.maxBytes} limit={1} />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('dangerousGoods.title')}
        </Title>
        <DangerousGoodsList manage list={list} onList={setList} />
      </Paper>
      {batch.openId && <BatchDetail id={batch.openId} view={batch.view} onView={batch.setView} onClose={batch.close} />}
    </Stack>
  );
}
