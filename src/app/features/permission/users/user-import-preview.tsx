import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userImportApply, type UserImportBadRow, type UserImportPreview } from '../../../../shared/contracts/user-transfer.ts';
import { ApiError, callForAnswer } from '../../../api/client.ts';
import { DataTable } from '../../../ui/data-table.tsx';

const PAGE_SIZE = 20;

interface Props {
  preview: UserImportPreview;
  page: number;
  onPage: (page: number) => void;
  fetching: boolean;
  onErrors: () => void;
  onAnother: () => void;
  onDone: (result: { created: number; skipped: number }, msg: string) => Promise<void>;
  /** The server checked the rows again and stored a new dry run: read it. */
  onStale: () => void;
}

const fieldsOf = (error: unknown): Record<string, string> =>
  error instanceof ApiError && typeof error.data === 'object' && error.data !== null && 'fields' in error.data
    ? (error.data.fields as Record<string, string>)
    : {};

/** The dry run: the counts, the rows with problems, the first password(s) and "Import N users". */
export function ImportPreviewPanel({ preview, page, onPage, fetching, onErrors, onAnother, onDone, onStale }: Props) {
  const { t } = useTranslation();
  const [passwords, setPasswords] = useState({ userPassword: '', poUserPassword: '' });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const kinds = preview.passwordKinds;

  const confirm = async () => {
    setSubmitting(true);
    setFailure(null);
    setFields({});
    try {
      const body = {
        id: preview.id,
        ...(kinds.generic ? { userPassword: passwords.userPassword } : {}),
        ...(kinds.po ? { poUserPassword: passwords.poUserPassword } : {}),
      };
      const { data, msg } = await callForAnswer(userImportApply, { body });
      await onDone(data, msg);
    } catch (error) {
      const byField = fieldsOf(error);
      if (Object.keys(byField).length > 0) setFields(byField);
      else setFailure(error instanceof Error ? error.message : String(error));
      if (error instanceof ApiError && error.status === 409) onStale();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" fw={500} data-testid="user-import-counts">
        {preview.fileName} · {t('admin.user.transfer.counts', { rows: preview.rowCount, valid: preview.validCount, bad: preview.badCount })}
      </Text>
      {preview.badCount === 0 ? (
        <Alert color="green">{t('admin.user.transfer.noProblems')}</Alert>
      ) : (
        <>
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" fw={500}>
              {t('admin.user.transfer.badRows')}
            </Text>
            <Button variant="default" size="xs" onClick={onErrors}>
              {t('admin.user.transfer.errorsWorkbook')}
            </Button>
          </Group>
          <DataTable<UserImportBadRow>
            ariaLabel={t('admin.user.transfer.badRows')}
            records={preview.badRows.list}
            idAccessor={(r) => String(r.row)}
            fetching={fetching}
            minWidth={560}
            rowAttributes={(r) => ({ 'data-testid': `import-row-${r.row}` })}
            paging={{ mode: 'server', page, pageSize: PAGE_SIZE, total: preview.badCount, onPage }}
            columns={[
              { key: 'row', title: t('admin.user.transfer.row'), noWrap: true, width: 70 },
              { key: 'account', title: t('admin.user.account'), noWrap: true, render: (r) => r.account || '—' },
              { key: 'realName', title: t('admin.user.realName'), render: (r) => r.realName || '—' },
              {
                key: 'problems',
                title: t('admin.user.transfer.problems'),
                render: (r) => (
                  <Stack gap={2}>
                    {r.problems.map((p, i) => (
                      <Text key={i} size="sm" c="red.9">
                        {p.message}
                      </Text>
                    ))}
                  </Stack>
                ),
              },
            ]}
          />
        </>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {preview.validCount > 0 && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <Stack gap="sm">
            {kinds.generic > 0 && (
              <PasswordInput
                label={t('admin.user.transfer.passwordGeneric', { count: kinds.generic })}
                description={t('admin.user.transfer.passwordHint')}
                required
                autoComplete="new-password"
                value={passwords.userPassword}
                onChange={(e) => setPasswords({ ...passwords, userPassword: e.currentTarget.value })}
                error={fields.userPassword}
              />
            )}
            {kinds.po > 0 && (
              <PasswordInput
                label={t('admin.user.transfer.passwordPo', { count: kinds.po })}
                description={t('admin.user.transfer.passwordHint')}
                required
                autoComplete="new-password"
                value={passwords.poUserPassword}
                onChange={(e) => setPasswords({ ...passwords, poUserPassword: e.currentTarget.value })}
                error={fields.poUserPassword}
              />
            )}
            <Group justify="flex-end" wrap="wrap">
              <Button variant="default" onClick={onAnother}>
                {t('admin.user.transfer.another')}
              </Button>
              <Button type="submit" loading={submitting}>
                {t('admin.user.transfer.confirm', { count: preview.validCount })}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {preview.validCount === 0 && (
        <Group justify="flex-end">
          <Button variant="default" onClick={onAnother}>
            {t('admin.user.transfer.another')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
