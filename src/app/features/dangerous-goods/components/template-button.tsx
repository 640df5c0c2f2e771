import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { poBatchTemplate } from '../../../../shared/contracts/po.ts';
import { callForFile } from '../../../api/client.ts';
import { useFileDownload } from '../../../shell/use-file-download.ts';

/** The batch upload's dangerous-goods workbook, titles in the user's language. */
export function DangerousGoodsTemplateButton() {
  const { t } = useTranslation();
  const { busy, download } = useFileDownload();
  return (
    <Button
      size="xs"
      variant="default"
      loading={busy}
      onClick={() => void download(() => callForFile(poBatchTemplate, { params: { category: 'dangerousGoods' } }, 'dangerousGoods-template.xlsx'))}
    >
      {t('dangerousGoods.template')}
    </Button>
  );
}
