import { Alert, Loader, Modal, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { filePreview, PREVIEW_LIMITS } from '../../../../shared/contracts/files.ts';
import { call } from '../../../api/client.ts';

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
          <Table.ScrollContainer minWidth={600}>
            <Table striped withTableBorder withColumnBorders aria-label={t('upload.preview.table', { sheet: sheet.name })}>
              <Table.Tbody>
                {/* Rows and cells have no identity beyond their place in the sheet. */}
                {sheet.rows.map((row, r) => (
                  <Table.Tr key={r}>
                    <Table.Td c="dimmed">{r + 1}</Table.Td>
                    {row.map((cell, c) => (
                      <Table.Td key={c}>{cell}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Modal>
  );
}
