import { Alert, Button, Group, List, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkRecordAccess, type effectivePermissions } from '../../../../shared/contracts/effective-permissions.ts';
import type { DataOf } from '../../../../shared/contracts/endpoint.ts';
import { pickLanguage } from '../../../../shared/i18n/languages.ts';
import { call } from '../../../api/client.ts';
import { allUsersQuery } from '../shared/queries.ts';

type Checkable = DataOf<typeof effectivePermissions>['checkable'][number];

/**
 * "May this user see record R of menu M, and why": the deciding reason and each granted data rule
 * with whether the record meets it, for the menus whose records the platform keeps (Users, today).
 */
export function RecordCheck({ userId, name, checkable }: { userId: string; name: string; checkable: readonly Checkable[] }) {
  const { t, i18n } = useTranslation();
  const language = pickLanguage(i18n.language);
  const choices = checkable.map((m) => ({ value: m.id, label: m.fullNameI18n?.[language] || m.fullName }));
  const records = useQuery(allUsersQuery());
  const [menuId, setMenuId] = useState<string | null>(null);
  const [recordId, setRecordId] = useState<string | null>(null);
  const chosenMenu = menuId ?? choices[0]?.value ?? null;
  const check = useMutation({
    mutationFn: () => call(checkRecordAccess, { query: { userId, menuId: chosenMenu ?? '', recordId: recordId ?? '' } }),
  });
  const result = check.data;
  return (
    <Stack gap="xs" component="section" aria-label={t('admin.authorize.effective.check')}>
      <Title order={3} size="h6">
        {t('admin.authorize.effective.check')}
      </Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select label={t('admin.authorize.effective.checkMenu')} data={choices} value={chosenMenu} onChange={setMenuId} allowDeselect={false} w={200} />
        <Select
          label={t('admin.authorize.effective.checkRecord')}
          data={(records.data?.list ?? []).map((u) => ({ value: u.id, label: u.fullName }))}
          value={recordId}
          onChange={(v) => {
            setRecordId(v);
            check.reset();
          }}
          searchable
          w={260}
        />
        <Button onClick={() => check.mutate()} disabled={!chosenMenu || !recordId} loading={check.isPending}>
          {t('admin.authorize.effective.checkRun')}
        </Button>
      </Group>
      {check.isError && <Alert color="red">{check.error.message}</Alert>}
      {result && (
        <Alert
          color={result.visible ? 'green' : 'orange'}
          title={t(result.visible ? 'admin.authorize.effective.yes' : 'admin.authorize.effective.no', { name })}
          role="status"
        >
          <Stack gap={4}>
            <Text size="sm">{t(`admin.authorize.effective.reason.${result.reason}`)}</Text>
            {result.rules.length > 0 && (
              <List size="sm">
                {result.rules.map((r) => (
                  <List.Item key={r.id}>
                    {`${r.fullName} (${r.enCode}): ${t(r.matches ? 'admin.authorize.effective.matches' : 'admin.authorize.effective.misses')}`}
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
