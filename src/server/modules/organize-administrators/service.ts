import type { Language } from '../../../shared/constants.ts';
import type { BodyOf } from '../../../shared/contracts/endpoint.ts';
import { LAYER_RIGHTS, type setOrganizeAdministrators } from '../../../shared/contracts/organize-administrators.ts';
import { accountKindOf } from '../../../shared/domain/roles.ts';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../plugins/errors.ts';
import type { TranslateFn } from '../../plugins/i18n.ts';
import { organizationById } from '../organize/queries.ts';
import { requireReach, type OrgReach } from '../permission/org-reach.ts';
import { found, markOf, requireIds } from '../permission/records.ts';
import { livingUsers } from '../user-pickers/service.ts';
import * as q from './queries.ts';

type Body = BodyOf<typeof setOrganizeAdministrators>;

const noRights = Object.fromEntries(LAYER_RIGHTS.map((right) => [right, false])) as q.Rights;

/** The organisation's administrators and their rights (all of them share one set, as the original keeps it). */
export async function administratorsOf(db: Db, t: TranslateFn, language: Language, organizationId: string, reach: OrgReach) {
  found(await organizationById(db, organizationId), t, 'organization');
  requireReach(reach, organizationId);
  const [grants, administrators] = await Promise.all([q.grantsOf(db, organizationId), livingUsers(db, language, q.administering(organizationId))]);
  const rights = grants[0] ?? noRights;
  return {
    organizeId: organizationId,
    userId: grants.map((g) => g.userId).join(','),
    administrators,
    ...(Object.fromEntries(LAYER_RIGHTS.map((right) => [right, markOf(rights[right])])) as Record<keyof q.Rights, 0 | 1>),
  };
}

/**
 * Appoints the organisation's administrators (replacing the previous ones). Vendors and buyers stay
 * behind their fence (spec 000 §5): they are refused under `userId`, by name.
 */
export async function setAdministrators(db: Db, t: TranslateFn, organizationId: string, body: Body): Promise<void> {
  if (body.organizeId !== undefined && body.organizeId !== organizationId) throw fieldError('organizeId', 'admin.refusal.otherOrganization');
  const userIds = [...new Set(body.userId)];
  const rights = Object.fromEntries(LAYER_RIGHTS.map((right) => [right, body[right] === 1])) as q.Rights;
  await db.transaction(async (tx) => {
    found(await organizationById(tx, organizationId), t, 'organization');
    await requireIds(tx, t, 'userId', 'user', 'users', userIds);
    const fenced = userIds.length === 0 ? [] : (await q.accountsWithRoles(tx, userIds)).filter((u) => accountKindOf(u.roles.map((r) => r.kind)) !== 'other');
    if (fenced.length > 0) throw fieldError('userId', 'admin.refusal.fencedAdministrator', { accounts: fenced.map((u) => u.account).join(', ') });
    await q.replaceAdministrators(tx, organizationId, userIds, rights);
  });
}
