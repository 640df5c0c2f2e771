import { and, type SQL } from 'drizzle-orm';
import { PO_FORM_FIELDS, PO_HIDEABLE_FIELDS, PO_LIST_MENU, type PoFormField, type PoHideableField } from '../../../shared/domain/po/po-menus.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { perDatabase } from '../../db/per-database.ts';
import { viewerModule, type Viewer } from '../../plugins/access.ts';
import { resolvedRulesHold, resolvedRulesSql, resolveRules, type ResolvedRules } from '../permission/data-rules.ts';
import { RevisionCache } from '../permission/grants-cache.ts';
import { grantedDataRules, grantedItemCodes } from '../permission/queries.ts';
import { inPoScope, poScope, type PoScopeValues, type ScopedColumns, type ScopeValue } from './scope.ts';

/**
 * The PO rows one viewer may reach: their scope (supplier codes, plants, purchasing groups) narrowed
 * by the data rules their side's PO list grants them when that list is under data permissions. Rules
 * name the three fields every PO table carries, so one rule holds on the PO, its items and everything
 * under it alike, and a row that moves out of the rules leaves devices as a scope exit does.
 */
export interface PoReach {
  viewer: Viewer;
  /** The granted rules, their variables read; null when no data permission applies. */
  rules: ResolvedRules | null;
  /** The fields the list's column permission keeps from the viewer: absent wherever a PO shows. */
  hidden: ReadonlySet<PoHideableField>;
  /** The action forms' fields the list's form permission does not let the viewer fill. */
  readOnly: ReadonlySet<PoFormField>;
  /** What the rules and the hidden fields decide, for keys of statements and of devices' copies. */
  fingerprint: string;
}

const reached = new WeakMap<Viewer, Promise<PoReach>>();

/**
 * What the viewer's side's list grants them: its rules (null when its data permission is off), the
 * fields its column permission hides and those its form permission leaves read-only.
 */
interface PoGrants {
  rules: Awaited<ReturnType<typeof grantedDataRules>> | null;
  hidden: readonly PoHideableField[];
  readOnly: readonly PoFormField[];
}
const EVERYTHING: PoGrants = { rules: null, hidden: [], readOnly: [] };
const HIDEABLE = Object.keys(PO_HIDEABLE_FIELDS) as PoHideableField[];
const FORM_FIELDS = Object.keys(PO_FORM_FIELDS) as PoFormField[];

async function readGrants(db: Db, viewer: Viewer): Promise<PoGrants> {
  const menu = viewer.roleKind === 'vendor' ? PO_LIST_MENU.vendor : viewer.roleKind === 'buyer' ? PO_LIST_MENU.buyer : null;
  const module = viewer.isAdministrator || !menu ? undefined : await viewerModule(db, viewer, menu);
  if (!module) return EVERYTHING;
  const [rules, columns, forms] = await Promise.all([
    module.dataPermission ? grantedDataRules(db, viewer.userId, module.id) : null,
    module.columnPermission ? grantedItemCodes(db, 'column', viewer.userId, module.id) : null,
    module.formPermission ? grantedItemCodes(db, 'form', viewer.userId, module.id) : null,
  ]);
  return {
    rules,
    hidden: columns ? HIDEABLE.filter((field) => !columns.has(field)) : [],
    readOnly: forms ? FORM_FIELDS.filter((field) => !forms.has(field)) : [],
  };
}

/**
 * Each user's PO grants for the grants revision they were read at, per database: every PO request
 * needs them, and reading the menu's grants each time cost a third of the list's throughput.
 * Read inside a transaction (an action a device sends) they are read afresh, a transaction being a
 * database of its own to perDatabase.
 */
const grantsCache = perDatabase(() => new RevisionCache<PoGrants>(100_000, (grants) => 1 + (grants.rules?.length ?? 0)));

async function readReach(db: Db, viewer: Viewer): Promise<PoReach> {
  const { grantsRevision } = viewer;
  const granted =
    grantsRevision === null ? await readGrants(db, viewer) : await grantsCache(db).get(viewer.userId, grantsRevision, () => readGrants(db, viewer));
  // Variables (the user's organisation, subordinates, …) are read afresh: a move in the tree counts at once.
  const rules = granted.rules && (await resolveRules(db, granted.rules, viewer.userId));
  const hidden = new Set(granted.hidden);
  // What the viewer may write changes no row they see: it is not in the fingerprint.
  return { viewer, rules, hidden, readOnly: new Set(granted.readOnly), fingerprint: rules || hidden.size ? JSON.stringify([rules, granted.hidden]) : '' };
}

/**
 * A selection without the fields hidden from the viewer. Its type still names them: the rows' shapes
 * (src/shared/contracts/po-rows.ts) say they may be absent.
 */
export function visibleOf<S extends Record<string, unknown>>(selection: S, reach: PoReach): S {
  if (reach.hidden.size === 0) return selection;
  return Object.fromEntries(Object.entries(selection).filter(([key]) => !reach.hidden.has(key as PoHideableField))) as S;
}

/** The viewer's reach, read once per request (a viewer lives for one). */
export function poReach(db: Db, viewer: Viewer): Promise<PoReach> {
  const known = reached.get(viewer) ?? readReach(db, viewer);
  reached.set(viewer, known);
  return known;
}

/** The data rules alone, as a condition on a PO table (undefined: none apply). */
export const poRulesOn = (reach: PoReach, t: ScopedColumns): SQL | undefined =>
  reach.rules ? resolvedRulesSql(reach.rules, { supplierCode: t.supplierCode, plant: t.plant, purchasingGroup: t.purchasingGroup }) : undefined;

/** The rows of a PO table the viewer reaches (scope values as `value` makes them, see poScope). */
export const poRows = (reach: PoReach, t: ScopedColumns, value?: ScopeValue): SQL | undefined => and(poScope(reach.viewer, t, value), poRulesOn(reach, t));

/**
 * Refuses (400 naming the field) an action that fills a field of its form the viewer's form
 * permission leaves read-only; left empty, the action goes through.
 */
export async function checkActionForm(ctx: { tx: Db; viewer: Viewer }, args: { remark?: string }): Promise<void> {
  if (!args.remark) return;
  const reach = await poReach(ctx.tx, ctx.viewer);
  if (reach.readOnly.has('remark')) throw new AppError(400, 'po.error.remarkReadOnly', {}, 'PO.remarkReadOnly', 'remark');
}

/** Does the viewer reach this row? The same answer as poRows, for a row already read. */
export const inPoReach = (reach: PoReach, row: PoScopeValues): boolean =>
  inPoScope(reach.viewer, row) &&
  (reach.rules === null || resolvedRulesHold(reach.rules, { supplierCode: row.supplierCode, plant: row.plant, purchasingGroup: row.purchasingGroup }));
