/**
 * Tiered organisation administrators (organizeAdminIsTrator): which organisations' records a user may
 * view, add, edit or delete through the grants of organize_administrators. The "layer" of a record is
 * its organisation: an organisation is in its own layer, a department, position or user in its
 * organisation's. This-layer rights cover the organisation granted; sub-layer rights every one below it,
 * so a new sub-organisation under O needs the sub-layer right on O or above.
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OrgAction } from '../../../shared/domain/access.ts';
import { DELEGATED_BUTTONS, ORG_TREE_MENUS } from '../../../shared/domain/admin-menus.ts';
import type { Db } from '../../db/client.ts';
import { organizations, organizeAdministrators } from '../../db/schema/index.ts';
import { forbidden, type AppError } from '../../plugins/errors.ts';

const flags = {
  select: [organizeAdministrators.thisLayerSelect, organizeAdministrators.subLayerSelect],
  add: [organizeAdministrators.thisLayerAdd, organizeAdministrators.subLayerAdd],
  edit: [organizeAdministrators.thisLayerEdit, organizeAdministrators.subLayerEdit],
  delete: [organizeAdministrators.thisLayerDelete, organizeAdministrators.subLayerDelete],
} as const;

const codes = (list: readonly string[]): SQL =>
  sql.join(
    list.map((code) => sql`${code}`),
    sql`, `,
  );

/** The eight rights of an appointment as the original names them, for selects. */
export const LAYER_RIGHT_COLUMNS = {
  thisLayerSelect: organizeAdministrators.thisLayerSelect,
  thisLayerAdd: organizeAdministrators.thisLayerAdd,
  thisLayerEdit: organizeAdministrators.thisLayerEdit,
  thisLayerDelete: organizeAdministrators.thisLayerDelete,
  subLayerSelect: organizeAdministrators.subLayerSelect,
  subLayerAdd: organizeAdministrators.subLayerAdd,
  subLayerEdit: organizeAdministrators.subLayerEdit,
  subLayerDelete: organizeAdministrators.subLayerDelete,
};

/** The user's appointments that hold `action` (here or below), as a condition on organize_administrators. */
function holding(userId: string, action: OrgAction): SQL {
  const [thisLayer, subLayer] = flags[action];
  return and(eq(organizeAdministrators.userId, userId), or(eq(thisLayer, true), eq(subLayer, true)))!;
}

/** Does the user hold `action` for some organisation, as an SQL condition. */
function holdsSomewhere(userId: string, action: OrgAction): SQL {
  return sql`exists (select 1 from ${organizeAdministrators} where ${holding(userId, action)})`;
}

/**
 * The organisation-tree pages a tiered administrator sees in their menu (they hold "select"
 * somewhere), as a subquery of module ids; the fence still keeps vendors and buyers out of them.
 */
export function delegatedModuleIds(userId: string): SQL {
  return sql`(select m.id from modules m where m.en_code in (${codes(ORG_TREE_MENUS)}) and ${holdsSomewhere(userId, 'select')})`;
}

/** The buttons of those pages the administrator's rights bring (add, edit, delete somewhere), as a subquery of button ids. */
export function delegatedButtonIds(userId: string): SQL {
  const byRight = (['add', 'edit', 'delete'] as const).map(
    (action) => sql`(b.en_code in (${codes(DELEGATED_BUTTONS[action])}) and ${holdsSomewhere(userId, action)})`,
  );
  return sql`(select b.id from module_buttons b join modules m on m.id = b.module_id
    where m.en_code in (${codes(ORG_TREE_MENUS)}) and (${sql.join(byRight, sql` or `)}))`;
}

/** Does the user hold `action` for some organisation (the gate lets them in; the service confines them)? */
export async function administersAny(db: Db, userId: string, action: OrgAction): Promise<boolean> {
  const [row] = await db.select({ userId: organizeAdministrators.userId }).from(organizeAdministrators).where(holding(userId, action)).limit(1);
  return row !== undefined;
}

/** Where an action may reach: everywhere, or the organisations a tiered administrator's grants cover. */
export interface OrgReach {
  /** The page and the action's button are the viewer's (or they are an administrator): no organisation limit here. */
  everywhere: boolean;
  /** Organisations whose records the viewer may act on. */
  layers: ReadonlySet<string>;
  /** Organisations a new sub-organisation may go under (sub-layer right there or above). */
  parents: ReadonlySet<string>;
}

export const EVERYWHERE: OrgReach = { everywhere: true, layers: new Set(), parents: new Set() };
export const NOWHERE: OrgReach = { everywhere: false, layers: new Set(), parents: new Set() };

/** The organisations the user's tiered-administrator grants let them act on with `action`. */
export async function delegatedReach(db: Db, userId: string, action: OrgAction): Promise<OrgReach> {
  const [thisLayer, subLayer] = flags[action];
  const grants = await db
    .select({ organizationId: organizeAdministrators.organizationId, thisLayer, subLayer })
    .from(organizeAdministrators)
    .where(holding(userId, action));
  if (grants.length === 0) return NOWHERE;
  const layers = new Set<string>();
  const parents = new Set<string>();
  // Organisations are few (hundreds at most): their tree is walked here rather than once per grant in SQL.
  const children = new Map<string, string[]>();
  for (const o of await db.select({ id: organizations.id, parentId: organizations.parentId }).from(organizations)) {
    if (o.parentId === null) continue;
    const siblings = children.get(o.parentId);
    if (siblings) siblings.push(o.id);
    else children.set(o.parentId, [o.id]);
  }
  const below = (id: string): string[] => (children.get(id) ?? []).flatMap((child) => [child, ...below(child)]);
  for (const grant of grants) {
    if (grant.thisLayer) layers.add(grant.organizationId);
    if (!grant.subLayer) continue;
    parents.add(grant.organizationId);
    for (const id of below(grant.organizationId)) {
      layers.add(id);
      parents.add(id);
    }
  }
  return { everywhere: false, layers, parents };
}

/** Is a record of organisation `organizationId` within reach? */
export function reaches(reach: OrgReach, organizationId: string | null): boolean {
  return reach.everywhere || (organizationId !== null && reach.layers.has(organizationId));
}

/** May a new (or moved) organisation go under `parentId` (null: at the top)? */
export function placesUnder(reach: OrgReach, parentId: string | null): boolean {
  return reach.everywhere || (parentId !== null && reach.parents.has(parentId));
}

/** The rows within reach as a condition on their organisation column (undefined: every row). */
export function reachFilter(reach: OrgReach, organizationColumn: AnyPgColumn): SQL | undefined {
  if (reach.everywhere) return undefined;
  return reach.layers.size === 0 ? sql`false` : inArray(organizationColumn, [...reach.layers]);
}

/** 403: the record (or where it would go) lies outside the organisations the viewer administers. */
export function outsideReach(): AppError {
  return forbidden('admin.refusal.outsideReach');
}

/** Refuses unless the record's organisation is within reach. */
export function requireReach(reach: OrgReach, organizationId: string | null): void {
  if (!reaches(reach, organizationId)) throw outsideReach();
}
