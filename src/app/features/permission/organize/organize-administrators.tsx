import { Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../../ui/use-local-name.ts';
import {
  LAYER_RIGHTS,
  organizeAdministrators,
  organizeAdministratorsForm,
  setOrganizeAdministrators,
  type LayerRight,
} from '../../../../shared/contracts/organize-administrators.ts';
import type { OrganizeNode } from '../../../../shared/contracts/organize.ts';
import { call } from '../../../api/client.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { UserPicker } from '../../../ui/pickers/user-picker.tsx';
import { useContractForm } from '../../../ui/use-contract-form.ts';
import { permissionKeys } from '../shared/queries.ts';
import { RecordModal } from '../../../ui/admin/record-modal.tsx';

type Values = Record<LayerRight, 0 | 1> & { userId: string };
const ACTIONS = ['Select', 'Add', 'Edit', 'Delete'] as const;

/** The tiered administrators of one organisation (分级管理): who, and what they may do here and below. */
export function OrganizeAdministrators({ organization, onClose }: { organization: OrganizeNode; onClose: () => void }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const current = useQuery({
    queryKey: [...permissionKeys.all, 'organizeAdministrators', organization.id],
    queryFn: () => call(organizeAdministrators, { params: { id: organization.id } }),
  });
  const title = t('admin.organizeAdmin.title', { name: nameOf(organization) });
  if (current.isError)
    return (
      <Modal opened onClose={onClose} title={title} centered>
        <ErrorState message={t('admin.common.loadFailed')} onRetry={() => void current.refetch()} />
      </Modal>
    );
  if (!current.data)
    return (
      <Modal opened onClose={onClose} title={title} centered>
        <Loading />
      </Modal>
    );
  const { userId, ...rest } = current.data;
  const initial = { userId, ...(Object.fromEntries(LAYER_RIGHTS.map((right) => [right, rest[right]])) as Record<LayerRight, 0 | 1>) };
  return <AdministratorsForm organization={organization} title={title} initial={initial} onClose={onClose} />;
}

function AdministratorsForm({ organization, title, initial, onClose }: { organization: OrganizeNode; title: string; initial: Values; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const labels: Record<string, string> = {
    userId: t('admin.organizeAdmin.users'),
    ...Object.fromEntries(LAYER_RIGHTS.map((right) => [right, t(`admin.organizeAdmin.${right}`)])),
  };
  const { form, submit, submitting, failure } = useContractForm(organizeAdministratorsForm, { labels, initialValues: initial });
  const save = submit(async (body) => {
    await call(setOrganizeAdministrators, { params: { id: organization.id }, body: { ...body, userId: body.userId.join(',') } });
    await queryClient.invalidateQueries({ queryKey: permissionKeys.all });
    onClose();
  });
  const chosen = String(form.values.userId)
    .split(',')
    .filter((id) => id !== '');
  const layer = (prefix: 'thisLayer' | 'subLayer') => (
    <Checkbox.Group label={t(`admin.organizeAdmin.${prefix}`)} value={ACTIONS.filter((a) => form.values[`${prefix}${a}`] === 1)}>
      <Group gap="md" mt={4}>
        {ACTIONS.map((action) => (
          <Checkbox
            key={action}
            value={action}
            label={t(`admin.organizeAdmin.right${action}`)}
            onChange={(event) => form.setFieldValue(`${prefix}${action}`, event.currentTarget.checked ? 1 : 0)}
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
  return (
    <RecordModal opened title={title} onClose={onClose} onSubmit={save} submitting={submitting} failure={failure}>
      <Text size="sm" c="dimmed">
        {t('admin.organizeAdmin.explain')}
      </Text>
      <UserPicker
        label={labels.userId!}
        multiple
        layout="transfer"
        value={chosen}
        onChange={(ids) => form.setFieldValue('userId', ids.join(','))}
        error={form.errors.userId}
      />
      <Stack gap="sm">
        {layer('thisLayer')}
        {layer('subLayer')}
      </Stack>
    </RecordModal>
  );
}
