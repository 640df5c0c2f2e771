import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { poBatchTemplate } from '../../../../shared/contracts/po.ts';
import { ApiError, callForFile, saveFile } from '../../../api/client.ts';
import { notifyError } from '../../../shell/notify.ts';

/** The batch upload's dangerous-goods workbook, titles in the user's language. */
export function DangerousGoodsTemplateButton() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await callForFile(poBatchTemplate, { params: { category: 'dangerousGoods' } }, 'dangerousGoods-template.xlsx'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) notifyError(t('po.export.offline'));
      else notifyError(t('po.export.failed', { reason: error instanceof Error ? error.message : String(error) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="xs" variant="default" loading={busy} onClick={() => void download()}>
      {t('dangerousGoods.template')}
    </Button>
  );
}
