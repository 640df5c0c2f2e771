import { NavLink } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import type { MenuItem } from '../../shared/contracts/current-user.ts';
import { MENU_TYPE } from '../../shared/constants.ts';
import { menuPath } from '../../shared/domain/menu-routes.ts';

interface Props {
  items: MenuItem[];
  onNavigate?: () => void;
}

/** The permission menu as navigation: directories open and close, pages are links. */
export function MenuNav({ items, onNavigate }: Props) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <>
      {items
        .filter((item) => !item.hidden)
        .map((item) =>
          item.type === MENU_TYPE.directory ? (
            <NavLink key={item.id} label={item.fullName} defaultOpened childrenOffset="md">
              <MenuNav items={item.children} {...(onNavigate ? { onNavigate } : {})} />
            </NavLink>
          ) : (
            <NavLink
              key={item.id}
              label={item.fullName}
              component={Link}
              to={menuPath(item)}
              active={pathname === menuPath(item)}
              onClick={onNavigate}
            />
          ),
        )}
    </>
  );
}
