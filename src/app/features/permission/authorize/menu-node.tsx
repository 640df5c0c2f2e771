import { Box, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CatalogueModule } from '../../../../shared/contracts/authorize.ts';
import { MENU_TYPE } from '../../../../shared/constants.ts';
import { SUB_ITEM_TYPES, type Grants, type SubItemType } from './grants.ts';
import { PermissionSwitchLine, SWITCH_OF } from './permission-switch.tsx';

export interface NodeProps {
  grants: Grants;
  /** A menu's title in the screen's language. */
  titleOf: (node: CatalogueModule) => string;
  onModule: (id: string, on: boolean) => void;
  onItem: (type: SubItemType, id: string, on: boolean) => void;
  disabled: boolean;
}

const GROUP_TITLE: Record<SubItemType, string> = {
  button: 'admin.authorize.buttons',
  column: 'admin.authorize.columns',
  form: 'admin.authorize.forms',
  resource: 'admin.authorize.resources',
};

/** A menu of the catalogue: a directory as a heading over its menus, a page as a card with its items. */
export function MenuNode({ node, ...props }: NodeProps & { node: CatalogueModule }) {
  const title = props.titleOf(node);
  const checkbox = (
    <Checkbox
      checked={props.grants.module.has(node.id)}
      disabled={props.disabled}
      onChange={(e) => props.onModule(node.id, e.currentTarget.checked)}
      label={
        <Text span fw={600} size={node.type === MENU_TYPE.directory ? 'md' : 'sm'}>
          {title}
        </Text>
      }
      data-testid={`menu-${node.enCode}`}
    />
  );
  const children = node.children.length > 0 && (
    <Stack gap="sm" pl={{ base: 'xs', sm: 'lg' }}>
      {node.children.map((child) => (
        <MenuNode key={child.id} node={child} {...props} />
      ))}
    </Stack>
  );
  if (node.type === MENU_TYPE.directory)
    return (
      <Stack gap="sm" role="group" aria-label={title}>
        {checkbox}
        {children}
      </Stack>
    );
  return (
    <Stack gap="sm">
      <Paper withBorder p="sm" radius="sm">
        <Stack gap="xs">
          <Group gap="xs" wrap="wrap" align="baseline">
            {checkbox}
            <Text span size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              {node.enCode}
            </Text>
          </Group>
          {SUB_ITEM_TYPES.map((type) => (
            <ItemGroup key={type} type={type} node={node} menuTitle={title} {...props} />
          ))}
        </Stack>
      </Paper>
      {children}
    </Stack>
  );
}

/** One kind of a page's items (its buttons, say), or nothing when the page has none of that kind. */
function ItemGroup({ type, node, menuTitle, grants, onItem, disabled }: NodeProps & { type: SubItemType; node: CatalogueModule; menuTitle: string }) {
  const { t } = useTranslation();
  const items = node[type];
  if (items.length === 0) return null;
  const groupTitle = t(GROUP_TITLE[type]);
  return (
    // The group names its menu, since "Add" or "Edit" recur on every page.
    <Box role="group" aria-label={`${groupTitle}: ${menuTitle}`} pl={{ base: 0, sm: 'lg' }}>
      <Text size="xs" fw={600} c="gray.7" mb={4}>
        {groupTitle}
      </Text>
      {type !== 'button' && <PermissionSwitchLine node={node} kind={SWITCH_OF[type]} menuTitle={menuTitle} />}
      <Group gap="xs" wrap="wrap">
        {items.map((item) => (
          <Checkbox
            key={item.id}
            checked={grants[type].has(item.id)}
            disabled={disabled}
            onChange={(e) => onItem(type, item.id, e.currentTarget.checked)}
            miw={140}
            label={
              <>
                {/* Seeded buttons and data rules are named in English; the platform's have words in every language. */}
                {t(`admin.items.${type}.${item.enCode}`, { defaultValue: item.fullName })}{' '}
                <Text span size="xs" c="gray.7">
                  {item.enCode}
                </Text>
              </>
            }
          />
        ))}
      </Group>
    </Box>
  );
}
