import { MENU_TYPE } from '../constants.ts';

interface MenuLike {
  type: number;
  enCode: string;
  urlAddress: string;
}

/**
 * The in-app path of a menu entry (spec 000 §2.4): directories by code, other types by address with
 * the query removed. A link (type 7) shown inside the app lives at /link/<code>: its address is
 * usually a whole URL, framed by that page.
 */
export function menuPath(item: MenuLike): string {
  if (item.type === MENU_TYPE.directory) return `/${item.enCode}`;
  if (item.type === MENU_TYPE.link) return `/link/${item.enCode}`;
  const address = item.urlAddress.split('?')[0] ?? '';
  return `/${address.replace(/^\/+/, '')}`;
}

interface MenuTreeLike extends MenuLike {
  id: string;
  children: readonly MenuTreeLike[];
}

/** The menu page registered at a path, if any. */
export function menuItemAt<T extends MenuTreeLike>(menu: readonly T[], pathname: string): T | undefined {
  for (const item of menu) {
    if (item.type !== MENU_TYPE.directory && menuPath(item) === pathname) return item;
    const inner = menuItemAt(item.children as readonly T[], pathname);
    if (inner) return inner;
  }
  return undefined;
}

/** Is the path this entry's own, or one of its descendants'? (Marks the active branch of a menu.) */
export function menuContains(item: MenuTreeLike, path: string): boolean {
  return (item.type !== MENU_TYPE.directory && menuPath(item) === path) || item.children.some((c) => menuContains(c, path));
}

/** The modelId of a path: the id of the menu page registered at it (spec 000 §6), if any. */
export function modelIdFor(menu: readonly MenuTreeLike[], pathname: string): string | undefined {
  return menuItemAt(menu, pathname)?.id;
}

/** A link's address with the `${dataV}` (visualisation host) and `${jnpfToken}` placeholders filled in. */
export function linkUrl(address: string, token: string, visualisationHost: string): string {
  return address.replaceAll('${dataV}', visualisationHost).replaceAll('${jnpfToken}', encodeURIComponent(token));
}

export type MenuTarget = { kind: 'route'; to: string } | { kind: 'window'; url: string };

/**
 * What activating a menu entry does (spec 000 §2.4): type 6 opens the external view with the session
 * token appended; type 7 with target _blank opens its address with the `${dataV}` (visualisation host)
 * and `${jnpfToken}` placeholders substituted; everything else navigates inside the app.
 */
export function menuTarget(item: MenuLike & { linkTarget: string }, token: string, visualisationHost: string): MenuTarget {
  if (item.type === MENU_TYPE.dataScreen) {
    const base = `${visualisationHost}${item.urlAddress}`;
    return { kind: 'window', url: `${base}${base.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` };
  }
  if (item.type === MENU_TYPE.link && item.linkTarget === '_blank') return { kind: 'window', url: linkUrl(item.urlAddress, token, visualisationHost) };
  return { kind: 'route', to: menuPath(item) };
}

/** Top-bar menu (spec 000 §2.4, §9): one item per 116 px; when they do not fit, the last slot is 'more'. */
export function fitTopMenu<T>(items: readonly T[], width: number, itemWidth = 116): { visible: T[]; more: T[] } {
  const slots = Math.max(1, Math.floor(width / itemWidth));
  if (items.length <= slots) return { visible: [...items], more: [] };
  return { visible: items.slice(0, slots - 1), more: items.slice(slots - 1) };
}
