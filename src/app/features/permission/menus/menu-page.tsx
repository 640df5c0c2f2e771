import { Button, Group, Paper, Stack, Tooltip } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteMenu, listMenus, toggleMenuState, type MenuNode } from '../../../../shared/contracts/menus.ts';
import { call } from '../../../api/client.ts';
import { Permitted } from '../../../platform/permitted.tsx';
import { DataTable } from '../../../ui/data-table.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { permissionKeys } from '../shared/queries.ts';
import { ListHeader } from '../../../ui/admin/list-header.tsx';
import { useAddressKeyword } from '../../../ui/admin/use-server-list.ts';
import { RemoveAction } from '../../../ui/admin/remove-action.tsx';
import { RowActions } from '../../../ui/admin/row-actions.tsx';
import { StateToggle } from '../../../ui/admin/state-toggle.tsx';
import { TreeName } from '../../../ui/admin/tree-name.tsx';
import { flattenTree } from '../../../ui/admin/tree.ts';
import { MenuForm, type MenuEditing } from './menu-form.tsx';
import { MenuItemsDrawer } from './menu-items.tsx';
import { useMenuTitle } from './menu-labels.ts';
import { actionsColumn, EditAction, statusColumn } from '../../../ui/admin/record-columns.tsx';

type Row = MenuNode & { depth: number };

/**
 * System → Menu: every menu as an indented tree with its type, address and item count. Per row: edit,
 * add below (directories), its permission items, enable / disable, delete; each behind its button.
 */
export function MenuPage() {
  const { t } = useTranslation();
  const titleOf = useMenuTitle();
  const { keyword, setKeyword, searched } = useAddressKeyword();
  const [editing, setEditing] = useState<MenuEditing | null>(null);
  const [itemsOf, setItemsOf] = useState<MenuNode | null>(null);
  const query = useQuery({
    queryKey: [...permissionKeys.all, 'menus', searched],
    queryFn: () => call(listMenus, { query: searched ? { keyword: searched } : {} }),
    placeholderData: keepPreviousData,
  });
  const rows = flattenTree<MenuNode>(query.data?.list ?? []);
  return (
    <Paper withBorder p="md" radius="md" maw={1400}>
      <Stack gap="sm">
        <ListHeader title={t('admin.menu.title')} keyword={keyword} onKeyword={setKeyword} onAdd={() => setEditing({ mode: 'add', parentId: null })} />
        {query.isError ? (
          <ErrorState message={t('admin.common.loadFailed')} onRetry={() => void query.refetch()} />
        ) : (
          <DataTable<Row>
            ariaLabel={t('admin.menu.title')}
            records={rows}
            idAccessor={(r) => r.id}
            fetching={query.isPending}
            emptyText={t('admin.common.empty')}
            minWidth={1000}
            rowAttributes={(r) => ({ 'data-testid': `menu-${r.enCode}` })}
            columns={[
              {
                key: 'fullName',
                title: t('admin.common.fullName'),
                render: (r) => (
                  <Group gap={6} wrap="nowrap">
                    <TreeName depth={r.depth} name={titleOf(r)} />
                    {r.isSystem === 1 && (
                      <Tooltip label={t('admin.menu.systemHint')} multiline w={260}>
                        <span tabIndex={0}>
                          <StatusBadge color="blue" variant="light">
                            {t('admin.menu.system')}
                          </StatusBadge>
                        </span>
                      </Tooltip>
                    )}
                  </Group>
                ),
              },
              { key: 'enCode', title: t('admin.common.enCode'), noWrap: true },
              { key: 'type', title: t('admin.menu.type'), noWrap: true, render: (r) => t(`admin.menu.types.${r.type}`) },
              { key: 'urlAddress', title: t('admin.menu.address'), render: (r) => r.urlAddress || '—' },
              { key: 'itemCount', title: t('admin.menu.itemCount'), align: 'right' },
              statusColumn(t),
              { key: 'sortCode', title: t('admin.common.sortCode'), align: 'right' },
              actionsColumn(t, (r) => (
                <MenuActions
                  menu={r}
                  name={titleOf(r)}
                  onEdit={() => setEditing({ mode: 'edit', id: r.id, name: titleOf(r) })}
                  onAddBelow={() => setEditing({ mode: 'add', parentId: r.id })}
                  onItems={() => setItemsOf(r)}
                />
              )),
            ]}
          />
        )}
      </Stack>
      {editing && <MenuForm editing={editing} onClose={() => setEditing(null)} />}
      {itemsOf && <MenuItemsDrawer menu={itemsOf} name={titleOf(itemsOf)} onClose={() => setItemsOf(null)} />}
    </Paper>
  );
}

interface ActionsProps {
  menu: MenuNode;
  name: string;
  onEdit: () => void;
  onAddBelow: () => void;
  onItems: () => void;
}

function MenuActions({ menu, name, onEdit, onAddBelow, onItems }: ActionsProps) {
  const { t } = useTranslation();
  const system = menu.isSystem === 1;
  return (
    <RowActions name={name}>
      <EditAction onClick={onEdit} />
      {menu.type === 1 && (
        <Permitted code="btn_add">
          <Button size="compact-sm" variant="subtle" onClick={onAddBelow}>
            {t('admin.menu.addChild')}
          </Button>
        </Permitted>
      )}
      {menu.type !== 1 && (
        <Button size="compact-sm" variant="subtle" onClick={onItems} aria-label={t('admin.menu.itemsLabel', { name })}>
          {t('admin.menu.items')}
        </Button>
      )}
      {/* The platform's own pages stay enabled and are never deleted (the server refuses it too). */}
      {!system && (
        <>
          <Permitted code="btn_edit">
            <StateToggle
              name={name}
              enabled={menu.enabledMark === 1}
              toggle={() => call(toggleMenuState, { params: { id: menu.id } })}
              disableMessage={t('admin.menu.disableMessage', { name })}
            />
          </Permitted>
          <RemoveAction name={name} remove={() => call(deleteMenu, { params: { id: menu.id } })} />
        </>
      )}
    </RowActions>
  );
}
