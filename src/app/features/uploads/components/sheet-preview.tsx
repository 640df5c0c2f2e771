import { Alert, Loader, Modal, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { filePreview, PREVIEW_LIMITS } from '../../../../shared/contracts/files.ts';
import { call } from '../../../api/client.ts';
import { DataTable } from '../../../ui/data-table.tsx';

/** Spreadsheet column names: A … Z, AA, AB … */
function columnLetters(index: number): string {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

/** A workbook's first rows as a table (the server reads it; the device never loads the whole file). */
export function SheetPreview({ fileVersionId, name, onClose }: { fileVersionId: string; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, error } = useQuery({ queryKey: ['filePreview', fileVersionId], queryFn: () => call(filePreview, { query: { fileVersionId } }) });
  const sheet = data?.kind === 'sheet' ? data.sheet : null;
  return (
    <Modal opened onClose={onClose} size="90%" title={t('upload.preview.title', { name })}>
      {!data && !error && <Loader size="sm" aria-label={t('upload.preview.loading')} />}
      {error && (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      )}
      {sheet && (
        <>
          <Text size="sm" c="dimmed" mb="xs">
            {t(sheet.truncated ? 'upload.preview.truncated' : 'upload.preview.sheet', {
              sheet: sheet.name,
              rows: sheet.rows.length,
              columns: PREVIEW_LIMITS.columns,
            })}
          </Text>
          <DataTable
            records={sheet.rows.map((cells, index) => ({ index, cells }))}
            // Rows have no identity beyond their place in the sheet.
            idAccessor={(row) => String(row.index)}
            ariaLabel={t('upload.preview.table', { sheet: sheet.name })}
            minWidth={600}
            columns={[
              { key: 'row', title: '#', render: (row) => row.index + 1 },
              ...Array.from({ length: Math.max(0, ...sheet.rows.map((r) => r.length)) }, (_, c) => ({
                key: `c${c}`,
                title: columnLetters(c),
                render: (row: { cells: readonly string[] }) => row.cells[c] ?? '',
              })),
            ]}
          />
        </>
      )}
    </Modal>
  );
}
