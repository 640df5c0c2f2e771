import { Box, Button, Flex, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../../../platform/permitted.tsx';
import { useAddressSearchState } from '../../../platform/search-state.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { OrganizeFilter } from './organize-filter.tsx';
import { userListQuery, userListSearch } from './queries.ts';
import { useUserActions } from './user-actions.tsx';
import { UserForm, type UserEditing } from './user-form.tsx';
import { UserTable } from './user-table.tsx';
import { UserTransferButtons } from './user-transfer-buttons.tsx';

/**
 * The administrator's users: the organisation tree filters the list (left, above on a phone); the
 * list is searched, sorted and paged by the server; each row's account actions sit behind its buttons.
 */
export function UserPage() {
  const { t } = useTranslation();
  const [list, setList] = useAddressSearchState(userListSearch);
  // The server is asked once typing pauses, not at every key.
  const [keyword] = useDebouncedValue(list.keyword.trim(), 300);
  const [editing, setEditing] = useState<UserEditing | null>(null);
  const query = useQuery(userListQuery({ ...list, keyword }));
  const actions = useUserActions();
  return (
    <Flex direction={{ base: 'column', lg: 'row' }} gap="md" align={{ base: 'stretch', lg: 'flex-start' }} maw={1600}>
      <OrganizeFilter value={list.organizeId} onChange={(organizeId) => setList({ ...list, organizeId, currentPage: 1 })} />
      <Paper withBorder p="md" radius="md" style={{ flex: 1, minWidth: 0 }}>
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h4">
              {t('admin.user.title')}
            </Title>
            <Group gap="sm" wrap="wrap" style={{ flexGrow: 1 }} justify="flex-end">
              <TextInput
                type="search"
                aria-label={t('admin.common.search')}
                placeholder={t('admin.user.searchHint')}
                value={list.keyword}
                onChange={(e) => setList({ ...list, keyword: e.currentTarget.value, currentPage: 1 })}
                w={{ base: '100%', xs: 280 }}
              />
              <UserTransferButtons keyword={keyword} organizeId={list.organizeId} />
              <Permitted code="btn_add">
                <Button onClick={() => setEditing({ mode: 'add', filterId: list.organizeId })}>{t('admin.common.add')}</Button>
              </Permitted>
            </Group>
          </Group>
          {query.isError ? (
            <ErrorState message={t('admin.common.loadFailed')} onRetry={() => void query.refetch()} />
          ) : (
            <Box>
              <UserTable
                rows={query.data?.list ?? []}
                total={query.data?.pagination.total ?? 0}
                fetching={query.isFetching}
                fetchedAt={query.dataUpdatedAt}
                list={list}
                setList={setList}
                onEdit={(row) => setEditing({ mode: 'edit', row })}
                onAction={actions.start}
              />
            </Box>
          )}
        </Stack>
      </Paper>
      {editing && <UserForm editing={editing} onClose={() => setEditing(null)} />}
      {actions.dialogs}
    </Flex>
  );
}
