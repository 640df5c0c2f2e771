import { Center, Fieldset, Loader, Modal, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createMenu, getMenu, MENU_TYPES, menuForm, menuParentSelector, updateMenu, type MenuInfo } from '../../../../shared/contracts/menus.ts';
import { LANGUAGES } from '../../../../shared/constants.ts';
import { call } from '../../../api/client.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { useContractForm } from '../../../ui/use-contract-form.ts';
import { permissionKeys } from '../shared/queries.ts';
import { LocalNameFields, useRecordLabels } from '../../../ui/admin/record-fields.tsx';
import { RecordModal } from '../../../ui/admin/record-modal.tsx';
import { useMenuTitle } from './menu-labels.ts';

export type MenuEditing = { mode: 'add'; parentId: string | null } | { mode: 'edit'; id: string; name: string };

/** Adds or edits a menu; an edit loads the menu first, since the form's initial values are fixed when it is made. */
export function MenuForm({ editing, onClose }: { editing: MenuEditing; onClose: () => void }) {
  const { t } = useTranslation();
  const id = editing.mode === 'edit' ? editing.id : null;
  const record = useQuery({
    queryKey: [...permissionKeys.all, 'menu', id],
    queryFn: () => call(getMenu, { params: { id: id ?? '' } }),
    enabled: id !== null,
    gcTime: 0,
  });
  if (editing.mode === 'add') return <MenuFields record={null} parentId={editing.parentId} onClose={onClose} />;
  if (record.data) return <MenuFields record={record.data} parentId={record.data.parentId} onClose={onClose} />;
  return (
    <Modal opened onClose={onClose} title={t('admin.common.editTitle', { name: editing.name })} size="lg" centered>
      {record.isError ? (
        <ErrorState message={record.error.message} onRetry={() => void record.refetch()} />
      ) : (
        <Center py="xl">
          <Loader size="sm" aria-label={t('admin.menu.loading')} />
        </Center>
      )}
    </Modal>
  );
}

/** Where a type's address points, which decides its hint; a directory has none. */
const addressKind = (type: number): 'app' | 'link' | 'screen' | null => (type === 1 ? null : type === 7 ? 'link' : type === 6 ? 'screen' : 'app');

function MenuFields({ record, parentId, onClose }: { record: MenuInfo | null; parentId: string | null; onClose: () => void }) {
  const titleOf = useMenuTitle();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const common = useRecordLabels();
  const labels: Record<string, string> = {
    ...common,
    parentId: t('admin.common.parent'),
    type: t('admin.menu.type'),
    urlAddress: t('admin.menu.address'),
    linkTarget: t('admin.menu.linkTarget'),
    icon: t('admin.menu.icon'),
    propertyJson: t('admin.menu.properties'),
    hidden: t('admin.menu.hidden'),
    ...Object.fromEntries(LANGUAGES.map((l) => [`fullNameI18n.${l}`, t(`admin.menu.languages.${l}`)])),
  };
  const parents = useQuery({
    queryKey: [...permissionKeys.all, 'menuParents', record?.id ?? '0'],
    queryFn: () => call(menuParentSelector, { params: { id: record?.id ?? '0' } }),
  });
  const { form, submit, submitting, failure } = useContractForm(menuForm, {
    labels,
    initialValues: {
      parentId,
      type: record?.type ?? 2,
      fullName: record?.fullName ?? '',
      fullNameI18n: record?.fullNameI18n ?? { en: '', 'zh-CN': '', 'zh-TW': '' },
      enCode: record?.enCode ?? '',
      icon: record?.icon ?? '',
      urlAddress: record?.urlAddress ?? '',
      linkTarget: record?.linkTarget ?? '_self',
      category: record?.category ?? 'Web',
      propertyJson: record?.propertyJson ?? '{}',
      sortCode: record?.sortCode ?? 0,
      enabledMark: record?.enabledMark ?? 1,
      hidden: record?.hidden ?? 0,
      isColumnAuthorize: record?.isColumnAuthorize ?? 0,
      isFormAuthorize: record?.isFormAuthorize ?? 0,
      isDataAuthorize: record?.isDataAuthorize ?? 0,
    },
  });
  const save = submit(async (body) => {
    if (record) await call(updateMenu, { params: { id: record.id }, body });
    else await call(createMenu, { body });
    await queryClient.invalidateQueries({ queryKey: permissionKeys.all });
    onClose();
  });
  const values = form.getValues();
  const type = Number(values.type);
  const kind = addressKind(type);
  const system = record?.isSystem === 1;
  const switchProps = (field: 'hidden' | 'isColumnAuthorize' | 'isFormAuthorize' | 'isDataAuthorize') => ({
    checked: values[field] === 1,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => form.setFieldValue(field, e.currentTarget.checked ? 1 : 0),
  });
  const byId = new Map((parents.data?.list ?? []).map((p) => [p.id, p]));
  const pathOf = (id: string): string => {
    const node = byId.get(id);
    return node ? (node.parentId && byId.has(node.parentId) ? `${pathOf(node.parentId)} / ${node.fullName}` : node.fullName) : '';
  };
  const title = record ? t('admin.common.editTitle', { name: titleOf(record) }) : t('admin.common.addTitle', { what: t('admin.menu.noun') });
  return (
    <RecordModal opened title={title} onClose={onClose} onSubmit={save} submitting={submitting} failure={failure} size="xl">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={labels.parentId}
          placeholder={t('admin.common.none')}
          data={(parents.data?.list ?? []).map((p) => ({ value: p.id, label: pathOf(p.id) }))}
          searchable
          clearable
          {...form.getInputProps('parentId')}
        />
        <Select
          label={labels.type}
          required
          allowDeselect={false}
          data={MENU_TYPES.map((n) => ({ value: String(n), label: t(`admin.menu.types.${n}`) }))}
          value={String(type)}
          onChange={(v) => form.setFieldValue('type', Number(v ?? 2))}
          error={form.errors.type}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={labels.fullName} required data-autofocus {...form.getInputProps('fullName')} />
        {/* The code of a platform page is what its endpoints are gated by: shown, not changed. */}
        <TextInput
          label={labels.enCode}
          required
          readOnly={system}
          description={system ? t('admin.menu.systemHint') : undefined}
          {...form.getInputProps('enCode')}
        />
      </SimpleGrid>
      <LocalNameFields form={form} words={{ legend: t('admin.menu.titles'), hint: t('admin.menu.titlesHint'), labels }} />
      {kind && <TextInput label={labels.urlAddress} required description={t(`admin.menu.addressHint.${kind}`)} {...form.getInputProps('urlAddress')} />}
      {type === 7 && (
        <Select
          label={labels.linkTarget}
          allowDeselect={false}
          data={(['_self', '_blank'] as const).map((v) => ({ value: v, label: t(`admin.menu.targets.${v}`) }))}
          {...form.getInputProps('linkTarget')}
        />
      )}
      {[3, 4, 5, 8].includes(type) && (
        <Textarea
          label={labels.propertyJson}
          description={t('admin.menu.propertiesHint')}
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('propertyJson')}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={labels.icon} {...form.getInputProps('icon')} />
        <NumberInput label={labels.sortCode} min={0} max={999999} allowDecimal={false} {...form.getInputProps('sortCode')} />
      </SimpleGrid>
      {type !== 1 && (
        <Fieldset legend={t('admin.menu.switches')} variant="filled">
          <Stack gap="xs">
            <Switch label={t('admin.menu.columnSwitch')} {...switchProps('isColumnAuthorize')} />
            <Switch label={t('admin.menu.formSwitch')} {...switchProps('isFormAuthorize')} />
            <Switch label={t('admin.menu.dataSwitch')} {...switchProps('isDataAuthorize')} />
          </Stack>
        </Fieldset>
      )}
      {/* The platform's own pages stay enabled and shown; the server refuses otherwise. */}
      {!system && (
        <>
          <Switch label={labels.hidden} description={t('admin.menu.hiddenHint')} {...switchProps('hidden')} error={form.errors.hidden} />
          <Switch
            label={values.enabledMark !== 0 ? t('admin.common.enabled') : t('admin.common.disabled')}
            aria-label={common.enabledMark}
            checked={values.enabledMark !== 0}
            onChange={(e) => form.setFieldValue('enabledMark', e.currentTarget.checked ? 1 : 0)}
          />
        </>
      )}
    </RecordModal>
  );
}
