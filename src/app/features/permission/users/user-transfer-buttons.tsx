import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userExport } from '../../../../shared/contracts/user-transfer.ts';
import { callForFile } from '../../../api/client.ts';
import { Permitted } from '../../../platform/permitted.tsx';
import { useFileDownload } from '../../../shell/use-file-download.ts';
import { UserImportDialog } from './user-import-dialog.tsx';

/** Export what the list shows (every page, under its filters), and import users from a workbook. */
export function UserTransferButtons({ keyword, organizeId }: { keyword: string; organizeId: string | null }) {
  const { t } = useTranslation();
  const [importing, setImporting] = useState(false);
  const { busy, download } = useFileDownload({ offline: 'admin.user.transfer.exportOffline', failed: 'admin.user.transfer.exportFailed' });
  const query = { ...(keyword ? { keyword } : {}), ...(organizeId ? { organizeId } : {}) };
  return (
    <>
      <Permitted code="btn_export">
        <Button variant="default" loading={busy} onClick={() => void download(() => callForFile(userExport, { query }, 'users.xlsx'))}>
          {t('admin.user.export')}
        </Button>
      </Permitted>
      <Permitted code="btn_import">
        <Button variant="default" onClick={() => setImporting(true)}>
          {t('admin.user.import')}
        </Button>
      </Permitted>
      {importing && <UserImportDialog onClose={() => setImporting(false)} />}
    </>
  );
}
