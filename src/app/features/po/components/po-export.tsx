import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { poBatchTemplate, poExport } from '../../../../shared/contracts/po.ts';
import { BATCH_CATEGORIES, type BatchCategory } from '../../../../shared/domain/po/batch-categories.ts';
import type { PoListSort } from '../../../../shared/domain/po/list-query.ts';
import { callForFile } from '../../../api/client.ts';
import { useFileDownload } from '../../../shell/use-file-download.ts';
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
  const { busy, download } = useFileDownload({ offline: 'po.export.offline', failed: 'po.export.failed' });
  const run = () => download(() => callForFile(poExport, { query: { ...filters, sidx, sort } }, 'PO-list.xlsx'));
  return (
    <Button size="xs" variant="default" loading={busy} loaderProps={{ 'aria-label': t('po.export.working') }} onClick={() => void run()}>
      {t('po.export.button')}
    </Button>
  );
}

/** The batch upload workbooks, one per category, for the buyer side to fill. */
export function PoTemplateMenu() {
  const { t } = useTranslation();
  const { download: fetchAndSave } = useFileDownload();
  const download = (category: BatchCategory) => fetchAndSave(() => callForFile(poBatchTemplate, { params: { category } }, `${category}-template.xlsx`));
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button size="xs" variant="default">
          {t('po.batch.template.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {BATCH_CATEGORIES.map((category) => (
          <Menu.Item key={category} onClick={() => void download(category)}>
            {t(`po.batch.category.${category}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
