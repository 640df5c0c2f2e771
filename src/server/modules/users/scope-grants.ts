import type { Viewer } from '../../plugins/access.ts';
import { fieldError } from '../../plugins/errors.ts';
import type { Db } from '../../db/client.ts';
import * as q from './queries.ts';

/** What an account is and reaches on the PO side: its roles' kinds and its PO scope. */
export interface PoStanding {
  roleIds: readonly string[];
  supplierCodes: readonly string[];
  plants: readonly string[];
  purchasingGroups: readonly string[];
}

const SCOPE_FIELDS = ['supplierCodes', 'plants', 'purchasingGroups'] as const;

/**
 * Someone who is not a full administrator hands out only what they hold, on the PO side too: no
 * vendor, buyer or uploader role (whether an account is one is for a full administrator to decide;
 * a delegate holds none, as those accounts are fenced out of administration), and only supplier
 * codes, plants and purchasing groups of their own. An account already beyond that is not theirs to
 * edit at all (poStandingBeyond).
 */
export async function checkPoStanding(db: Db, viewer: Viewer, wanted: PoStanding): Promise<void> {
  if (viewer.isAdministrator) return;
  const kinds = await q.roleKindsOf(db, wanted.roleIds);
  if ([...kinds.values()].some((kind) => kind !== 'none')) throw fieldError('roleId', 'admin.refusal.roleKindChange');
  for (const field of SCOPE_FIELDS) {
    const beyond = wanted[field].filter((v) => !viewer[field].includes(v));
    if (beyond.length > 0) throw fieldError(field, 'admin.refusal.scopeNotHeld', { value: beyond.join(', ') });
  }
}

/**
 * Signing in as this account would give someone who is not a full administrator more on the PO side
 * than they hold: a vendor, buyer or uploader role, or supplier codes, plants or purchasing groups
 * not their own.
 */
export async function poStandingBeyond(db: Db, viewer: Viewer, id: string): Promise<boolean> {
  if (viewer.isAdministrator) return false;
  const account = await q.userById(db, id);
  if (!account) return false;
  const kinds = await q.roleKindsOf(db, (await q.membershipsOf(db, id)).roleIds);
  if ([...kinds.values()].some((kind) => kind !== 'none')) return true;
  return SCOPE_FIELDS.some((field) => account[field].some((v) => !viewer[field].includes(v)));
}
