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
