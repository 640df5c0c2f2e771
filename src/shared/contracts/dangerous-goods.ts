/**
 * The dangerous-goods material list (spec 000 §1): entries arrive through the batch upload's
 * `dangerousGoods` workbook (po-batch.ts) and reach devices by sync (`dangerousGoodsRow` in
 * po-rows.ts). Removing one is its own action: an upload only adds and updates.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { BUYERS } from '../domain/access.ts';

/** Takes a material off the list (buyers, uploaders, administrators); devices drop it at their next pull. */
export const removeDangerousGoods = endpoint({
  method: 'DELETE',
  path: '/api/po/DangerousGoods/:id',
  logAs: 'dangerousGoodsRemove',
  access: 'unlocked',
  permission: BUYERS,
  params: z.strictObject({ id: z.string().trim().min(1).max(64) }),
  data: z.null(),
});
