import { MENU_TYPE } from '../constants.ts';

interface MenuLike {
  type: number;
  enCode: string;
  urlAddress: string;
}

/** The in-app path of a menu entry (spec 000 §2.4): directories by code, other types by address, query removed. */
export function menuPath(item: MenuLike): string {
  if (item.type === MENU_TYPE.directory) return `/${item.enCode}`;
  const address = item.urlAddress.split('?')[0] ?? '';
  return `/${address.replace(/^\/+/, '')}`;
}

interface MenuTreeLike extends MenuLike {
  id: string;
  children: readonly MenuTreeLike[];
}

/** The modelId of a path: the id of the menu page registered at it (spec 000 §6), if any. */
export function modelIdFor(menu: readonly MenuTreeLike[], pathname: string): string | undefined {
  for (const item of menu) {
    if (item.type !== MENU_TYPE.directory && menuPath(item) === pathname) return item.id;
    const inner = modelIdFor(item.children, pathname);
    if (inner) return inner;
  }
  return undefined;
}
