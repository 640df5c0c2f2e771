import { memo } from 'react';
import { Avatar, Indicator, Menu, NavLink, Stack, Tooltip, UnstyledButton } from '@mantine/core';
import type { MenuItem } from '../../../shared/contracts/current-user.ts';
import { MENU_TYPE } from '../../../shared/constants.ts';
import { menuContains, menuPath } from '../../../shared/domain/menu-routes.ts';
import classes from './layout.module.css';
import { MenuChildren } from './menu-children.tsx';

interface Props {
  items: readonly MenuItem[];
  activePath: string;
  onActivate: (item: MenuItem) => void;
  /** Icon-only (collapsed sidebar or the plain layout). */
  compact: boolean;
}

const MESSAGE_REMINDER = 'message reminder';
/** On these pages the first menu entry opens by default when it is a directory (spec 000 §2.4). */
const OPEN_FIRST_ON = ['/home', '/dashboard', '/404'];

function Label({ item }: { item: MenuItem }) {
  return item.fullName.toLowerCase() === MESSAGE_REMINDER ? (
    <Indicator color="red" size={7} position="middle-end" offset={-10} processing={false}>
      {item.fullName}
    </Indicator>
  ) : (
    item.fullName
  );
}

export function Glyph({ item }: { item: MenuItem }) {
  return (
    <Avatar size={26} radius="sm" color="brand" variant="light" aria-hidden>
      {item.fullName.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}

function Entries({ items, activePath, onActivate, depth }: Omit<Props, 'compact'> & { depth: number }) {
  return items
    .filter((item) => !item.hidden)
    .map((item, index) =>
      item.type === MENU_TYPE.directory ? (
        <NavLink
          key={item.id}
          label={<Label item={item} />}
          defaultOpened={menuContains(item, activePath) || (depth === 0 && index === 0 && OPEN_FIRST_ON.includes(activePath))}
          childrenOffset="md"
          className={classes.navLink}
        >
          <Entries items={item.children} activePath={activePath} onActivate={onActivate} depth={depth + 1} />
        </NavLink>
      ) : (
        <NavLink
          key={item.id}
          label={<Label item={item} />}
          href={menuPath(item)}
          active={menuPath(item) === activePath}
          className={classes.navLink}
          onClick={(e) => {
            e.preventDefault();
            onActivate(item);
          }}
        />
      ),
    );
}

/**
 * The permission menu as side navigation; compact shows one icon per top entry with its name on hover.
 * Memoised: the frame renders for every step of a navigation, the menu only when the page changes.
 */
export const SideMenu = memo(function SideMenu({ items, activePath, onActivate, compact }: Props) {
  if (!compact) return <Entries items={items} activePath={activePath} onActivate={onActivate} depth={0} />;
  return (
    <Stack gap={6} align="center" py="xs">
      {items
        .filter((item) => !item.hidden)
        .map((item) =>
          item.type === MENU_TYPE.directory ? (
            <Menu key={item.id} position="right-start" trigger="click-hover" withinPortal>
              <Menu.Target>
                <UnstyledButton aria-label={item.fullName} className={classes.compactItem} data-active={menuContains(item, activePath) || undefined}>
                  <Glyph item={item} />
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{item.fullName}</Menu.Label>
                <MenuChildren item={item} onActivate={onActivate} />
              </Menu.Dropdown>
            </Menu>
          ) : (
            <Tooltip key={item.id} label={item.fullName} position="right">
              <UnstyledButton
                aria-label={item.fullName}
                className={classes.compactItem}
                data-active={menuPath(item) === activePath || undefined}
                onClick={() => onActivate(item)}
              >
                <Glyph item={item} />
              </UnstyledButton>
            </Tooltip>
          ),
        )}
    </Stack>
  );
});
