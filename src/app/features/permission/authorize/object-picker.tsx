import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../shared/constants.ts';
import { localName } from '../../../../shared/domain/local-names.ts';
import { OBJECT_TYPES, type ObjectType } from '../../../../shared/contracts/authorize.ts';
import { allPositions } from '../../../../shared/contracts/positions.ts';
import { listRoles, roleSelector } from '../../../../shared/contracts/roles.ts';
import { userGroupSelector } from '../../../../shared/contracts/user-groups.ts';
import { allUsers } from '../../../../shared/contracts/users.ts';
import { call } from '../../../api/client.ts';
import { permissionKeys } from '../shared/queries.ts';

interface Option {
  value: string;
  label: string;
}

const named = (list: readonly { id: string; fullName: string; enCode: string }[]): Option[] =>
  list.map((r) => ({ value: r.id, label: `${r.fullName} (${r.enCode})` }));

/**
 * The objects of one kind, to choose among. Roles come from the Roles list where the user may read it
 * (disabled roles included: one may be prepared before it is enabled), else from the enabled ones.
 */
async function objectsOf(type: ObjectType, language: Language): Promise<Option[]> {
  switch (type) {
    case 'role':
      try {
        // The list gives each role's names per language; the selector answers in the reader's already.
        return named((await call(listRoles, { query: { pageSize: 1000 } })).list.map((r) => ({ ...r, fullName: localName(r, language) })));
      } catch {
        return named((await call(roleSelector)).list);
      }
    case 'position':
      return named((await call(allPositions)).list);
    case 'user':
      // Already `Name/account`.
      return (await call(allUsers)).list.map((u) => ({ value: u.id, label: u.fullName }));
    case 'group':
      return named((await call(userGroupSelector)).list);
  }
}

interface Props {
  objectType: ObjectType;
  objectId: string | null;
  onChange: (objectType: ObjectType, objectId: string | null) => void;
}

/** Who is being authorised: a kind (role, position, user, group), then one of them by name. */
export function ObjectPicker({ objectType, objectId, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const options = useQuery({ queryKey: [...permissionKeys.all, 'authorizeObjects', objectType, language], queryFn: () => objectsOf(objectType, language) });
  const kind = t(`admin.authorize.${objectType}`);
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap" align="center">
        <Text size="sm" fw={500} id="authorize-object-type">
          {t('admin.authorize.objectType')}
        </Text>
        <SegmentedControl
          aria-labelledby="authorize-object-type"
          value={objectType}
          onChange={(value) => {
            const next = OBJECT_TYPES.find((type) => type === value);
            if (next) onChange(next, null);
          }}
          data={OBJECT_TYPES.map((type) => ({ value: type, label: t(`admin.authorize.${type}`) }))}
        />
      </Group>
      <Select
        label={kind}
        placeholder={t('admin.authorize.pickHint')}
        data={options.data ?? []}
        value={objectId}
        onChange={(value) => onChange(objectType, value)}
        searchable
        clearable
        disabled={options.isPending}
        nothingFoundMessage={t('admin.common.empty')}
        w={{ base: '100%', sm: 420 }}
        error={options.isError ? t('admin.common.loadFailed') : undefined}
      />
    </Stack>
  );
}
