/**
 * What an object is granted, as sets the checkboxes edit, kept consistent with the server's rule: an
 * item (button, column, form field, data rule) is granted only with its menu, and a menu only with the
 * menus above it (a page whose directory is not granted cannot be reached).
 */
import { ITEM_TYPES, type CatalogueModule, type GrantSet, type ItemType } from '../../../../shared/contracts/authorize.ts';

export type Grants = Record<ItemType, ReadonlySet<string>>;
export type SubItemType = Exclude<ItemType, 'module'>;
export const SUB_ITEM_TYPES: readonly SubItemType[] = ['button', 'column', 'form', 'resource'];

export interface CatalogueIndex {
  parentOf: ReadonlyMap<string, string | null>;
  childrenOf: ReadonlyMap<string, readonly string[]>;
  /** Each menu's own items, by type. */
  itemsOf: ReadonlyMap<string, Record<SubItemType, readonly string[]>>;
  /** The menu an item belongs to, by type. */
  moduleOf: Record<SubItemType, ReadonlyMap<string, string>>;
  /** Everything the catalogue offers (what "Select all" grants). */
  all: Grants;
}

export function indexCatalogue(list: readonly CatalogueModule[]): CatalogueIndex {
  const parentOf = new Map<string, string | null>();
  const childrenOf = new Map<string, string[]>();
  const itemsOf = new Map<string, Record<SubItemType, string[]>>();
  const moduleOf = {
    button: new Map<string, string>(),
    column: new Map<string, string>(),
    form: new Map<string, string>(),
    resource: new Map<string, string>(),
  };
  const all = emptyGrants();
  const walk = (nodes: readonly CatalogueModule[], parent: string | null) => {
    for (const node of nodes) {
      parentOf.set(node.id, parent);
      childrenOf.set(
        node.id,
        node.children.map((c) => c.id),
      );
      const own = {
        button: node.button.map((i) => i.id),
        column: node.column.map((i) => i.id),
        form: node.form.map((i) => i.id),
        resource: node.resource.map((i) => i.id),
      };
      itemsOf.set(node.id, own);
      all.module.add(node.id);
      for (const type of SUB_ITEM_TYPES)
        for (const id of own[type]) {
          moduleOf[type].set(id, node.id);
          all[type].add(id);
        }
      walk(node.children, node.id);
    }
  };
  walk(list, null);
  return { parentOf, childrenOf, itemsOf, moduleOf, all };
}

function emptyGrants(): Record<ItemType, Set<string>> {
  return { module: new Set(), button: new Set(), column: new Set(), form: new Set(), resource: new Set() };
}

function copy(g: Grants): Record<ItemType, Set<string>> {
  return { module: new Set(g.module), button: new Set(g.button), column: new Set(g.column), form: new Set(g.form), resource: new Set(g.resource) };
}

export const noGrants = (): Grants => emptyGrants();

/**
 * The server's set as checkboxes, keeping only what the catalogue offers: someone who is not an
 * administrator sees only what they hold, and the server keeps the rest of the grants as they are.
 */
export function fromServer(set: GrantSet, index: CatalogueIndex): Grants {
  const g = emptyGrants();
  for (const type of ITEM_TYPES) for (const id of set[type]) if (index.all[type].has(id)) g[type].add(id);
  return g;
}

export function toBody(g: Grants): GrantSet {
  return { module: [...g.module], button: [...g.button], column: [...g.column], form: [...g.form], resource: [...g.resource] };
}

export function sameGrants(a: Grants, b: Grants): boolean {
  return ITEM_TYPES.every((type) => a[type].size === b[type].size && [...a[type]].every((id) => b[type].has(id)));
}

/** Ticks a menu and the menus above it; unticking takes its items and the menus below it with it. */
export function setModule(g: Grants, index: CatalogueIndex, id: string, on: boolean): Grants {
  const next = copy(g);
  if (on) {
    withAncestors(next, index, id);
    return next;
  }
  const drop = (m: string) => {
    next.module.delete(m);
    const own = index.itemsOf.get(m);
    if (own) for (const type of SUB_ITEM_TYPES) for (const item of own[type]) next[type].delete(item);
    for (const child of index.childrenOf.get(m) ?? []) drop(child);
  };
  drop(id);
  return next;
}

/** Ticks an item and with it its menu (and the menus above); unticking leaves the menu granted. */
export function setItem(g: Grants, index: CatalogueIndex, type: SubItemType, id: string, on: boolean): Grants {
  if (!on) {
    const next = copy(g);
    next[type].delete(id);
    return next;
  }
  const next = copy(g);
  const moduleId = index.moduleOf[type].get(id);
  if (moduleId) withAncestors(next, index, moduleId);
  next[type].add(id);
  return next;
}

function withAncestors(next: Record<ItemType, Set<string>>, index: CatalogueIndex, id: string): void {
  for (let m: string | null | undefined = id; m; m = index.parentOf.get(m)) next.module.add(m);
}

export function grantAll(index: CatalogueIndex): Grants {
  return copy(index.all);
}
