import { Button, Drawer, Group, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../../../../shared/contracts/menus.ts';
import { ITEM_ENDPOINTS, moduleDataRules, type DataRuleRow, type ItemKind, type ModuleItemRow } from '../../../../shared/contracts/module-items.ts';
import { call } from '../../../api/client.ts';
import { Permitted } from '../../../platform/permitted.tsx';
import { DataTable } from '../../../ui/data-table.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { permissionKeys } from '../shared/queries.ts';
import { RemoveAction } from '../../../ui/admin/remove-action.tsx';
import { ItemForm, type ItemEditing } from './item-form.tsx';
import { RowActions } from '../../../ui/admin/row-actions.tsx';
import { EditAction } from '../../../ui/admin/record-columns.tsx';

const KINDS: readonly ItemKind[] = ['button', 'column', 'form', 'resource'];
type Row = ModuleItemRow & { conditions?: DataRuleRow['conditions'] };

/** A menu's buttons, list columns, form fields and data rules, a tab each. */
export function MenuItemsDrawer({ menu, name, onClose }: { menu: MenuNode; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ItemKind>('button');
  return (
    <Drawer opened onClose={onClose} position="right" size="xl" title={t('admin.menu.itemsTitle', { name })}>
      <Tabs value={kind} onChange={(v) => setKind((v as ItemKind | null) ?? 'button')} keepMounted={false}>
        <Tabs.List>
          {KINDS.map((k) => (
            <Tabs.Tab key={k} value={k}>
              {t(`admin.menu.tabs.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {KINDS.map((k) => (
          <Tabs.Panel key={k} value={k} pt="sm">
            <ItemList menu={menu} kind={k} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Drawer>
  );
}

function listItems(kind: ItemKind, moduleId: string): Promise<{ list: Row[] }> {
  const params = { params: { moduleId } };
  return kind === 'resource' ? call(moduleDataRules.list, params) : call(ITEM_ENDPOINTS[kind].list, params);
}

function removeItem(kind: ItemKind, id: string): Promise<unknown> {
  const params = { params: { id } };
  return kind === 'resource' ? call(moduleDataRules.remove, params) : call(ITEM_ENDPOINTS[kind].remove, params);
}

function ItemList({ menu, kind }: { menu: MenuNode; kind: ItemKind }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<ItemEditing | null>(null);
  const query = useQuery({
    queryKey: [...permissionKeys.all, 'menuItems', kind, menu.id],
    queryFn: () => listItems(kind, menu.id),
  });
  const conditionsText = (r: Row) =>
    (r.conditions ?? []).length === 0
      ? t('admin.menu.noConditions')
      : (r.conditions ?? [])
          .map(
            (c) =>
              `${c.field} ${t(`admin.menu.operators.${c.op}`)} ${c.value.startsWith('@') ? t(`admin.menu.variables.${c.value}`, { defaultValue: c.value }) : c.value}`,
          )
          .join('; ');
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Permitted code="btn_add">
          <Button size="sm" onClick={() => setEditing({ mode: 'add' })}>
            {t('admin.common.addTitle', { what: t(`admin.menu.itemNoun.${kind}`) })}
          </Button>
        </Permitted>
      </Group>
      {query.isError ? (
        <ErrorState message={t('admin.common.loadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable<Row>
          ariaLabel={t(`admin.menu.tabs.${kind}`)}
          records={query.data?.list ?? []}
          idAccessor={(r) => r.id}
          fetching={query.isPending}
          emptyText={t('admin.common.empty')}
          minWidth={kind === 'resource' ? 640 : 480}
          rowAttributes={(r) => ({ 'data-testid': `item-${kind}-${r.enCode}` })}
          columns={[
            { key: 'enCode', title: t('admin.common.enCode'), noWrap: true },
            { key: 'fullName', title: t('admin.common.fullName') },
            ...(kind === 'resource'
              ? [{ key: 'conditions', title: t('admin.menu.conditions'), render: (r: Row) => <Text size="sm">{conditionsText(r)}</Text> }]
              : []),
            { key: 'sortCode', title: t('admin.common.sortCode'), align: 'right' as const },
            {
              key: 'actions',
              title: t('admin.common.actions'),
              noWrap: true,
              render: (r: Row) => (
                <RowActions name={r.fullName}>
                  <EditAction onClick={() => setEditing({ mode: 'edit', record: r })} />
                  <RemoveAction name={r.fullName} remove={() => removeItem(kind, r.id)} />
                </RowActions>
              ),
            },
          ]}
        />
      )}
      {editing && <ItemForm menu={menu} kind={kind} editing={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
