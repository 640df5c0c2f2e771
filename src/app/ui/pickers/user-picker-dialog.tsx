import { Button, Group, Modal, ScrollArea, SimpleGrid, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PICKER_LIMIT } from '../../../shared/contracts/user-pickers.ts';
import { PHONE_MAX_WIDTH } from '../data-table.tsx';
import { ChosenList } from './chosen-list.tsx';
import { UserList, type ChosenUser } from './user-list.tsx';
import { organizationUsersQuery, subordinatesQuery, userLevelQuery } from './user-queries.ts';
import { UserTree } from './user-tree.tsx';

/** A value that stands for a user chosen when the form is used ("the current user"), not a person. */
export interface UserVariable {
  id: string;
  label: string;
}

export interface UserPickerDialogProps {
  /** The field's name: the dialog is "Choose {title}" and an empty confirm says 请选择{title}. */
  title: string;
  multiple: boolean;
  /** 450 px with the chosen list below, or the 800 px transfer with it beside (spec 001 §2). */
  layout: 'picker' | 'transfer';
  value: ChosenUser[];
  variables?: UserVariable[];
  /** The dialog's own title, where "Choose users" says too little (a group's members). */
  heading?: string;
  /** False where choosing no one is an answer (a group left without members). */
  required?: boolean;
  /** Shown on Confirm while the caller saves. */
  saving?: boolean;
  onClose: () => void;
  onConfirm: (users: ChosenUser[]) => void;
}

/**
 * The user picker (spec 001 §2): a keyword over every tab; tabs for all data (the organisation tree,
 * or the matches of the keyword), the caller's organisation, their subordinates and, where a form
 * allows them, system variables. A choice is required to confirm.
 */
export function UserPickerDialog({
  title,
  multiple,
  layout,
  value,
  variables,
  heading,
  required = true,
  saving = false,
  onClose,
  onConfirm,
}: UserPickerDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(`(max-width: ${PHONE_MAX_WIDTH}px)`, false);
  const [keyword, setKeyword] = useState('');
  const [search] = useDebouncedValue(keyword.trim(), 250);
  const [tab, setTab] = useState<string | null>('all');
  const [chosen, setChosen] = useState<ChosenUser[]>(value);
  const [missing, setMissing] = useState(false);
  const chosenIds = new Set(chosen.map((c) => c.id));

  const pick = (user: ChosenUser) => {
    setMissing(false);
    setChosen((now) => {
      if (!multiple) return [user];
      return now.some((c) => c.id === user.id) ? now.filter((c) => c.id !== user.id) : [...now, user];
    });
  };
  const found = useQuery({ ...userLevelQuery('0', search), enabled: tab === 'all' && search !== '' });
  const organization = useQuery({ ...organizationUsersQuery(search), enabled: tab === 'organization' });
  const reports = useQuery({ ...subordinatesQuery(search), enabled: tab === 'subordinates' });
  const listOf = (result: { data?: { list: ChosenUser[] } | undefined; isError: boolean }, empty: string): ReactNode => {
    if (result.isError)
      return (
        <Text size="sm" c="red.9">
          {t('admin.common.loadFailed')}
        </Text>
      );
    if (!result.data) return <Text size="sm">{t('admin.picker.loading')}</Text>;
    const users = result.data.list;
    return (
      <>
        <UserList users={users} chosen={chosenIds} onPick={pick} empty={search ? t('admin.picker.noMatch') : empty} />
        {users.length >= PICKER_LIMIT && (
          <Text size="xs" c="gray.7" pt={4}>
            {t('admin.picker.more', { count: PICKER_LIMIT })}
          </Text>
        )}
      </>
    );
  };
  const foundUsers = { isError: found.isError, data: found.data && { list: found.data.list.filter((n) => n.type === 'user') } };

  const transfer = layout === 'transfer' && !phone;
  const height = phone ? 280 : transfer ? 380 : 300;
  const chooser = (
    <Stack gap={6}>
      <TextInput
        aria-label={t('admin.picker.searchUsers')}
        placeholder={t('admin.picker.searchUsers')}
        value={keyword}
        onChange={(e) => setKeyword(e.currentTarget.value)}
        data-autofocus
      />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="all">{t('admin.picker.tabs.all')}</Tabs.Tab>
          <Tabs.Tab value="organization">{t('admin.picker.tabs.organization')}</Tabs.Tab>
          <Tabs.Tab value="subordinates">{t('admin.picker.tabs.subordinates')}</Tabs.Tab>
          {variables && variables.length > 0 && <Tabs.Tab value="variables">{t('admin.picker.tabs.variables')}</Tabs.Tab>}
        </Tabs.List>
        <ScrollArea h={height} type="auto" pt={6}>
          <Tabs.Panel value="all">
            {search ? listOf(foundUsers, t('admin.picker.noMatch')) : <UserTree chosen={chosenIds} onPick={pick} label={t('admin.picker.tabs.all')} />}
          </Tabs.Panel>
          <Tabs.Panel value="organization">{listOf(organization, t('admin.picker.noOrganization'))}</Tabs.Panel>
          <Tabs.Panel value="subordinates">{listOf(reports, t('admin.picker.noSubordinates'))}</Tabs.Panel>
          {variables && (
            <Tabs.Panel value="variables">
              <UserList users={variables.map((v) => ({ id: v.id, fullName: v.label, organize: '' }))} chosen={chosenIds} onPick={pick} empty="" />
            </Tabs.Panel>
          )}
        </ScrollArea>
      </Tabs>
    </Stack>
  );
  const list = (
    <ChosenList
      height={transfer ? height + 40 : 120}
      items={chosen.map((c) => ({ id: c.id, label: c.fullName }))}
      onRemove={(id) => setChosen((now) => now.filter((c) => c.id !== id))}
      onClear={() => setChosen([])}
    />
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={heading ?? t(multiple ? 'admin.picker.usersTitle' : 'admin.picker.userTitle')}
      size={transfer ? 800 : 450}
      fullScreen={phone}
      centered
    >
      <Stack gap="sm">
        {transfer ? (
          <SimpleGrid cols={2} spacing="md">
            {chooser}
            {list}
          </SimpleGrid>
        ) : (
          <>
            {chooser}
            {list}
          </>
        )}
        {missing && (
          <Text size="sm" c="red.9" role="alert">
            {t('admin.picker.required', { title })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('admin.picker.cancel')}
          </Button>
          <Button loading={saving} onClick={() => (required && chosen.length === 0 ? setMissing(true) : onConfirm(chosen))}>
            {t('admin.picker.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
