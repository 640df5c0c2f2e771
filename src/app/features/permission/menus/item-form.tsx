import { ActionIcon, Button, Fieldset, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../../../../shared/contracts/menus.ts';
import {
  dataRuleForm,
  ITEM_ENDPOINTS,
  moduleDataRules,
  type DataRuleRow,
  type ItemKind,
  type ModuleItemRow,
} from '../../../../shared/contracts/module-items.ts';
import { DATA_RULE_OPERATORS, DATA_RULE_VARIABLES, isVariable, ruleFieldsOf, type DataRuleCondition } from '../../../../shared/domain/data-rules.ts';
import { call } from '../../../api/client.ts';
import { CloseIcon } from '../../../shell/icons.tsx';
import { useContractForm } from '../../../ui/use-contract-form.ts';
import { permissionKeys } from '../shared/queries.ts';
import { useRecordLabels } from '../../../ui/admin/record-fields.tsx';
import { RecordModal } from '../../../ui/admin/record-modal.tsx';

export type ItemEditing = { mode: 'add' } | { mode: 'edit'; record: ModuleItemRow & { conditions?: DataRuleRow['conditions'] } };

interface Props {
  menu: MenuNode;
  kind: ItemKind;
  editing: ItemEditing;
  onClose: () => void;
}

/** Adds or edits one permission item of a menu; a data rule also gets its conditions. */
export function ItemForm({ menu, kind, editing, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const common = useRecordLabels();
  const record = editing.mode === 'edit' ? editing.record : null;
  const labels: Record<string, string> = { ...common, moduleId: t('admin.noun.menu'), conditions: t('admin.menu.conditions') };
  for (let n = 0; n < 20; n += 1) {
    const at = t('admin.menu.conditionLabel', { n: n + 1 });
    labels[`conditions.${n}.field`] = `${at}: ${t('admin.menu.field')}`;
    labels[`conditions.${n}.op`] = `${at}: ${t('admin.menu.operator')}`;
    labels[`conditions.${n}.value`] = `${at}: ${t('admin.menu.value')}`;
  }
  // One schema for every kind: a plain item is a data rule without conditions, which the server ignores for it.
  const { form, submit, submitting, failure } = useContractForm(dataRuleForm, {
    labels,
    initialValues: {
      moduleId: menu.id,
      enCode: record?.enCode ?? '',
      fullName: record?.fullName ?? '',
      sortCode: record?.sortCode ?? 0,
      conditions: record?.conditions ?? [],
    },
  });
  const save = submit(async ({ conditions, ...item }) => {
    if (kind === 'resource') {
      if (record) await call(moduleDataRules.update, { params: { id: record.id }, body: { ...item, conditions } });
      else await call(moduleDataRules.create, { body: { ...item, conditions } });
    } else {
      const endpoints = ITEM_ENDPOINTS[kind];
      if (record) await call(endpoints.update, { params: { id: record.id }, body: item });
      else await call(endpoints.create, { body: item });
    }
    await queryClient.invalidateQueries({ queryKey: permissionKeys.all });
    onClose();
  });
  const noun = t(`admin.menu.itemNoun.${kind}`);
  const title = record ? t('admin.common.editTitle', { name: record.fullName }) : t('admin.common.addTitle', { what: noun });
  return (
    <RecordModal opened title={title} onClose={onClose} onSubmit={save} submitting={submitting} failure={failure} size={kind === 'resource' ? 'xl' : 'md'}>
      <TextInput label={common.enCode} required data-autofocus {...form.getInputProps('enCode')} />
      <TextInput label={common.fullName} required {...form.getInputProps('fullName')} />
      <NumberInput label={common.sortCode} min={0} max={999999} allowDecimal={false} {...form.getInputProps('sortCode')} />
      {kind === 'resource' && <ConditionsEditor form={form} fields={ruleFieldsOf(menu.enCode)} />}
    </RecordModal>
  );
}

type RuleValues = { conditions?: DataRuleCondition[] } & Record<string, unknown>;
const LITERAL = 'literal';

/** The conditions of a rule, one row each: a field, is / is not, and a variable or a fixed value. */
function ConditionsEditor({ form, fields }: { form: UseFormReturnType<RuleValues>; fields: readonly string[] | undefined }) {
  const { t } = useTranslation();
  const conditions = form.getValues().conditions ?? [];
  const compareWith = [
    ...DATA_RULE_VARIABLES.map((v) => ({ value: v, label: t(`admin.menu.variables.${v}`) })),
    { value: LITERAL, label: t('admin.menu.valueHint') },
  ];
  return (
    <Fieldset legend={t('admin.menu.conditions')} variant="filled">
      <Stack gap="xs">
        {conditions.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('admin.menu.noConditions')}
          </Text>
        )}
        {conditions.map((condition, index) => {
          const path = `conditions.${index}`;
          const n = index + 1;
          const variable = isVariable(condition.value) ? condition.value : condition.value.startsWith('@') ? condition.value : LITERAL;
          return (
            <Group key={index} gap="xs" align="flex-end" wrap="wrap" role="group" aria-label={t('admin.menu.conditionLabel', { n })}>
              {fields ? (
                <Select label={t('admin.menu.field')} data={[...fields]} allowDeselect={false} w={160} {...form.getInputProps(`${path}.field`)} />
              ) : (
                <TextInput label={t('admin.menu.field')} w={160} {...form.getInputProps(`${path}.field`)} />
              )}
              <Select
                label={t('admin.menu.operator')}
                data={DATA_RULE_OPERATORS.map((op) => ({ value: op, label: t(`admin.menu.operators.${op}`) }))}
                allowDeselect={false}
                w={110}
                {...form.getInputProps(`${path}.op`)}
              />
              <Select
                label={t('admin.menu.value')}
                data={compareWith}
                allowDeselect={false}
                w={240}
                value={variable}
                error={variable !== LITERAL ? form.errors[`${path}.value`] : undefined}
                onChange={(v) => form.setFieldValue(`${path}.value`, v === LITERAL || v === null ? '' : v)}
              />
              {variable === LITERAL && <TextInput label={t('admin.menu.valueHint')} w={180} {...form.getInputProps(`${path}.value`)} />}
              <ActionIcon
                variant="subtle"
                color="red"
                c="red.9"
                size="lg"
                aria-label={t('admin.menu.removeCondition', { n })}
                onClick={() => form.removeListItem('conditions', index)}
              >
                <CloseIcon />
              </ActionIcon>
            </Group>
          );
        })}
        <Group>
          <Button variant="light" size="xs" onClick={() => form.insertListItem('conditions', { field: fields?.[0] ?? '', op: '==', value: '@currentUser' })}>
            {t('admin.menu.addCondition')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
