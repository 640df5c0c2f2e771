import { and, type SQL } from 'drizzle-orm';
import { PO_LIST_MENU } from '../../../shared/domain/po/po-menus.ts';
import type { Db } from '../../db/client.ts';
import { viewerModule, type Viewer } from '../../plugins/access.ts';
import { resolvedRulesHold, resolvedRulesSql, resolveRules, type ResolvedRules } from '../permission/data-rules.ts';
import { grantedDataRules } from '../permission/queries.ts';
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
  /** What the rules decide, for keys of statements and of devices' copies. */
  fingerprint: string;
}

const reached = new WeakMap<Viewer, Promise<PoReach>>();

async function readReach(db: Db, viewer: Viewer): Promise<PoReach> {
  const menu = viewer.roleKind === 'vendor' ? PO_LIST_MENU.vendor : viewer.roleKind === 'buyer' ? PO_LIST_MENU.buyer : null;
  const module = viewer.isAdministrator || !menu ? undefined : await viewerModule(db, viewer, menu);
  if (!module?.dataPermission) return { viewer, rules: null, fingerprint: '' };
  const rules = await resolveRules(db, await grantedDataRules(db, viewer.userId, module.id), viewer.userId);
  return { viewer, rules, fingerprint: JSON.stringify(rules) };
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
export const poRows = (reach: PoReach, t: ScopedColumns, value?: ScopeValue): SQL | undefined =>
  and(poScope(reach.viewer, t, value), poRulesOn(reach, t));

/** Does the viewer reach this row? The same answer as poRows, for a row already read. */
export const inPoReach = (reach: PoReach, row: PoScopeValues): boolean =>
  inPoScope(reach.viewer, row) &&
  (reach.rules === null || resolvedRulesHold(reach.rules, { supplierCode: row.supplierCode, plant: row.plant, purchasingGroup: row.purchasingGroup }));
