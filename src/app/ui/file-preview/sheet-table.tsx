import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PREVIEW_LIMITS, type FilePreview } from '../../../shared/contracts/file-preview.ts';
import { DataTable } from '../data-table.tsx';

type Sheet = Extract<FilePreview, { kind: 'sheet' }>['sheet'];

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

/** A workbook's first rows as the server read them (the device never loads the whole file). */
export function SheetTable({ sheet }: { sheet: Sheet }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" c="dimmed" mb="xs">
        {t(sheet.truncated ? 'ui.preview.truncated' : 'ui.preview.sheet', { sheet: sheet.name, rows: sheet.rows.length, columns: PREVIEW_LIMITS.columns })}
      </Text>
      <DataTable
        records={sheet.rows.map((cells, index) => ({ index, cells }))}
        // Rows have no identity beyond their place in the sheet.
        idAccessor={(row) => String(row.index)}
        ariaLabel={t('ui.preview.table', { sheet: sheet.name })}
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
  );
}
