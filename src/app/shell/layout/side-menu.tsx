import { memo, useState, type KeyboardEvent } from 'react';
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

/**
 * A directory: a button (a tab stop, Enter or Space opens it) that says whether it is open, its
 * entries below. Open at first when it holds the page shown (or is the first, on the home page).
 */
function Directory({
  item,
  activePath,
  onActivate,
  depth,
  openAtFirst,
}: Omit<Props, 'compact' | 'items'> & { item: MenuItem; depth: number; openAtFirst: boolean }) {
  const [opened, setOpened] = useState(openAtFirst);
  return (
    <NavLink
      component="button"
      type="button"
      label={<Label item={item} />}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset="md"
      className={classes.navLink}
    >
      <Entries items={item.children} activePath={activePath} onActivate={onActivate} depth={depth + 1} />
    </NavLink>
  );
}

function Entries({ items, activePath, onActivate, depth }: Omit<Props, 'compact'> & { depth: number }) {
  return items
    .filter((item) => !item.hidden)
    .map((item, index) =>
      item.type === MENU_TYPE.directory ? (
        <Directory
          key={item.id}
          item={item}
          activePath={activePath}
          onActivate={onActivate}
          depth={depth}
          openAtFirst={menuContains(item, activePath) || (depth === 0 && index === 0 && OPEN_FIRST_ON.includes(activePath))}
        />
      ) : (
        <NavLink
          key={item.id}
          label={<Label item={item} />}
          href={menuPath(item)}
          active={menuPath(item) === activePath}
          aria-current={menuPath(item) === activePath ? 'page' : undefined}
          className={classes.navLink}
          onClick={(e) => {
            e.preventDefault();
            onActivate(item);
          }}
        />
      ),
    );
}

const MOVES = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);

/** Up and down move between the entries shown (a closed directory's are not), Home and End to the first and last. */
function moveBetweenEntries(event: KeyboardEvent<HTMLDivElement>) {
  if (!MOVES.has(event.key)) return;
  // A closed directory's entries stay in the page, hidden from readers and focus (aria-hidden, inert).
  const entries = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button')].filter((entry) => !entry.closest('[aria-hidden="true"], [inert]'));
  const at = entries.indexOf(document.activeElement as HTMLElement);
  if (at === -1 || entries.length === 0) return;
  event.preventDefault();
  const step = event.key === 'ArrowDown' ? 1 : -1;
  const next = event.key === 'Home' ? 0 : event.key === 'End' ? entries.length - 1 : (at + step + entries.length) % entries.length;
  entries[next]?.focus();
}

/**
 * The permission menu as side navigation; compact shows one icon per top entry with its name on hover.
 * Memoised: the frame renders for every step of a navigation, the menu only when the page changes.
 */
export const SideMenu = memo(function SideMenu({ items, activePath, onActivate, compact }: Props) {
  if (!compact)
    return (
      <div onKeyDown={moveBetweenEntries}>
        <Entries items={items} activePath={activePath} onActivate={onActivate} depth={0} />
      </div>
    );
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
