import { Code, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allDictionaries } from '../../../../shared/contracts/dictionaries.ts';
import { AddressPicker } from '../../../ui/pickers/address-picker.tsx';
import { BillRuleSelect } from '../../../ui/pickers/bill-rule-select.tsx';
import { DictionaryPicker } from '../../../ui/pickers/dictionary-picker.tsx';
import { OrganizePicker } from '../../../ui/pickers/organize-picker.tsx';
import { UserPicker } from '../../../ui/pickers/user-picker.tsx';
import { PopupSelectPreview } from './popup-select-preview.tsx';
import { endpointQuery } from '../../../platform/endpoint-query.ts';

/**
 * System → Widget Preview: the form widgets that read system data, working on the real data, with the
 * value each would store — so an administrator sees a dictionary or an area change as a form will.
 */
export function WidgetPreviewPage() {
  const { t } = useTranslation();
  const types = useQuery(endpointQuery(allDictionaries));
  const [type, setType] = useState<string | null>(null);
  const [item, setItem] = useState<string | null>(null);
  const [rule, setRule] = useState<string | null>(null);
  const [district, setDistrict] = useState<string[][]>([]);
  const [cities, setCities] = useState<string[][]>([]);
  const [department, setDepartment] = useState<string[]>([]);
  const [people, setPeople] = useState<string[]>([]);
  return (
    <Paper withBorder p="md" radius="md" maw={1000}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('admin.widgets.title')}
        </Title>
        <Text size="sm">{t('admin.widgets.hint')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('admin.widgets.dictionary')}
            </Title>
            <Select
              label={t('admin.widgets.dictionaryType')}
              data={(types.data?.list ?? []).map((d) => ({ value: d.enCode, label: `${d.fullName} (${d.enCode})` }))}
              value={type}
              onChange={(next) => {
                setType(next);
                setItem(null);
              }}
              searchable
            />
            {type && <DictionaryPicker key={type} label={t('admin.widgets.dictionaryItem')} type={type} value={item} onChange={setItem} />}
            <Text size="sm">
              {t('admin.widgets.value')} <Code data-testid="dictionary-value">{JSON.stringify(item)}</Code>
            </Text>
            <Title order={3} size="h5" mt="sm">
              {t('admin.widgets.billRule')}
            </Title>
            <BillRuleSelect label={t('admin.widgets.billRule')} value={rule} onChange={setRule} />
            <Text size="sm">
              {t('admin.widgets.value')} <Code data-testid="bill-rule-value">{JSON.stringify(rule)}</Code>
            </Text>
          </Stack>
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('admin.widgets.address')}
            </Title>
            <AddressPicker label={t('admin.widgets.district')} value={district} onChange={setDistrict} />
            <Text size="sm">
              {t('admin.widgets.value')} <Code data-testid="district-value">{JSON.stringify(district)}</Code>
            </Text>
            <AddressPicker label={t('admin.widgets.cities')} value={cities} onChange={setCities} multiple level={1} />
            <Text size="sm">
              {t('admin.widgets.value')} <Code data-testid="cities-value">{JSON.stringify(cities)}</Code>
            </Text>
          </Stack>
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('admin.widgets.people')}
            </Title>
            <OrganizePicker label={t('admin.widgets.department')} source="organize" choosable="department" value={department} onChange={setDepartment} />
            <Text size="sm">
              {t('admin.widgets.value')} <Code data-testid="department-value">{JSON.stringify(department)}</Code>
            </Text>
            <UserPicker label={t('admin.widgets.users')} multiple layout="transfer" value={people} onChange={setPeople} />
            <Text size="sm">
              {t('admin.widgets.value')} <Code data-testid="users-value">{JSON.stringify(people)}</Code>
            </Text>
          </Stack>
          <PopupSelectPreview />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
