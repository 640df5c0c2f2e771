import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { poBatchTemplate, poExport } from '../../../../shared/contracts/po.ts';
import { BATCH_CATEGORIES, type BatchCategory } from '../../../../shared/domain/po/batch-categories.ts';
import type { PoListSort } from '../../../../shared/domain/po/list-query.ts';
import { ApiError, callForFile, saveFile } from '../../../api/client.ts';
import { notifyError } from '../../../shell/notify.ts';
import type { PoFilterValues } from './po-filters.tsx';

interface Props {
  filters: PoFilterValues;
  sidx: PoListSort;
  sort: 'asc' | 'desc';
}

/**
 * Exports what the list shows (all pages) as xlsx. The server builds it from its own data, so this
 * needs a connection; unsent actions of this device are not in it until they reach the server.
 */
export function PoExportButton({ filters, sidx, sort }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!navigator.onLine) return notifyError(t('po.export.offline'));
    setBusy(true);
    try {
      saveFile(await callForFile(poExport, { query: { ...filters, sidx, sort } }, 'PO-list.xlsx'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) notifyError(t('po.export.offline'));
      else notifyError(t('po.export.failed', { reason: error instanceof Error ? error.message : String(error) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="xs" variant="default" loading={busy} loaderProps={{ 'aria-label': t('po.export.working') }} onClick={() => void run()}>
      {t('po.export.button')}
    </Button>
  );
}

/** The batch upload workbooks, one per category, for the buyer side to fill. */
export function PoTemplateMenu() {
  const { t } = useTranslation();
  const download = async (category: BatchCategory) => {
    try {
      saveFile(await callForFile(poBatchTemplate, { params: { category } }, `${category}-template.xlsx`));
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) notifyError(t('po.export.offline'));
      else notifyError(t('po.export.failed', { reason: error instanceof Error ? error.message : String(error) }));
    }
  };
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button size="xs" variant="default">{t('po.batch.template.button')}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        {BATCH_CATEGORIES.map((category) => (
          <Menu.Item key={category} onClick={() => void download(category)}>{t(`po.batch.category.${category}`)}</Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
