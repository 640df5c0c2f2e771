import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewDataInterface, type DataInterfaceForm, type PreviewResult } from '../../../../shared/contracts/data-interfaces.ts';
import { cellText } from '../../../../shared/domain/data-interfaces.ts';
import { call } from '../../../api/client.ts';
import { serverFieldErrors } from '../../../ui/use-contract-form.ts';
import { DataTable } from '../../../ui/data-table.tsx';

type Draft = Pick<DataInterfaceForm, 'dataType' | 'query' | 'requestMethod' | 'dataPath' | 'requestParameters'>;

interface Props {
  /** The saved interface being edited ('0' for a new one): its calls are logged against it. */
  id: string;
  /** The definition as the form holds it now, checked by the form first (null when it does not pass). */
  draft: () => Draft | null;
  /** The parameters as the form holds them now, each given a value field here. */
  parameters: readonly { field?: string | undefined; fieldName?: string | undefined; defaultValue?: string | undefined }[];
  /** Puts a refusal about a field of the definition (the statement, a parameter) under that field; `{}` clears them. */
  onFieldErrors: (errors: Record<string, string>) => void;
}

/** Runs the definition being edited with the values typed here and shows what it answers. */
export function PreviewPanel({ id, draft, parameters, onFieldErrors }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>({});
  const [result, setResult] = useState<PreviewResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const run = () => {
    const definition = draft();
    if (!definition) return;
    onFieldErrors({});
    setRunning(true);
    setFailure(null);
    call(previewDataInterface, { params: { id }, body: { draft: definition, params: values } })
      .then(setResult)
      .catch((error: unknown) => {
        setResult(null);
        const fields = serverFieldErrors(error);
        if (fields) onFieldErrors(Object.fromEntries(Object.entries(fields).map(([path, message]) => [path.replace(/^draft\./, ''), message])));
        setFailure(error instanceof Error ? error.message : String(error));
      })
      .finally(() => setRunning(false));
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="data-interface-preview">
      <Title order={3} size="h5" id="data-interface-preview">
        {t('admin.dataInterface.preview')}
      </Title>
      <Group gap="xs" align="flex-end" wrap="wrap">
        {parameters
          .filter((p) => p.field)
          .map(({ field = '', fieldName, defaultValue }) => (
            <TextInput
              key={field}
              label={t('admin.dataInterface.previewValue', { name: fieldName || field })}
              placeholder={defaultValue}
              value={values[field] ?? ''}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setValues((v) => ({ ...v, [field]: value }));
              }}
              w={180}
            />
          ))}
        <Button variant="light" onClick={run} loading={running}>
          {t('admin.dataInterface.run')}
        </Button>
      </Group>
      {failure && (
        <Alert color="red" variant="light" role="alert">
          <Text size="sm" c="red.9">
            {failure}
          </Text>
        </Alert>
      )}
      {result && (
        <>
          <Text size="sm" aria-live="polite" data-testid="preview-summary">
            {t('admin.dataInterface.previewSummary', { count: result.list.length, ms: result.durationMs })}
            {result.truncated ? ` ${t('admin.dataInterface.truncated', { count: result.list.length })}` : ''}
          </Text>
          <DataTable<Record<string, unknown>>
            ariaLabel={t('admin.dataInterface.preview')}
            records={result.list.map((row, i) => ({ ...row, __row: String(i) }))}
            idAccessor={(row) => String(row['__row'])}
            emptyText={t('admin.dataInterface.noRows')}
            height={320}
            minWidth={Math.max(400, result.columns.length * 140)}
            columns={result.columns.map((column) => ({ key: column, title: column, noWrap: true, render: (row) => cellText(row[column]) }))}
          />
        </>
      )}
    </Stack>
  );
}
