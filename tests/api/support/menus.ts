import type { MenuNode } from '../../../src/shared/contracts/menus.ts';

/** The menu with this code anywhere in the System → Menu tree. */
export function findMenu(list: readonly MenuNode[], enCode: string): MenuNode | undefined {
  for (const m of list) {
    if (m.enCode === enCode) return m;
    const inner = findMenu(m.children, enCode);
    if (inner) return inner;
  }
  return undefined;
}
