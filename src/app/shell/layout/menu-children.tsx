import { Menu } from '@mantine/core';
import type { MenuItem } from '../../../shared/contracts/current-user.ts';

/** A directory's visible entries as dropdown items (compact side menu, top menu, 'more ...'). */
export function MenuChildren({ item, onActivate }: { item: MenuItem; onActivate: (item: MenuItem) => void }) {
  return item.children
    .filter((child) => !child.hidden)
    .map((child) => (
      <Menu.Item key={child.id} onClick={() => onActivate(child)}>
        {child.fullName}
      </Menu.Item>
    ));
}
