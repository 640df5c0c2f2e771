/**
 * The accounts linked to vendors (spec 000 §3 Account: account, role, registration date, last login
 * time). Spec-silent path, in the platform's style (DESIGN: API conventions). The vendors' master
 * data itself is not served here: it is the synced `vendors` table, already in each device's row scope.
 */
import { z } from 'zod';
import { endpoint, timestampParam } from './endpoint.ts';

export const vendorAccount = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  email: z.string(),
  /** Role names, comma-separated, as CurrentUser gives them. */
  roleName: z.string(),
  /** The supplier codes the account acts for (an account may serve several). */
  supplierCodes: z.array(z.string()),
  enabled: z.boolean(),
  /** Registration date and last (successful) login time, epoch milliseconds. */
  creatorTime: z.number(),
  lastLogTime: z.number().nullable(),
});
export type VendorAccount = z.infer<typeof vendorAccount>;

/**
 * `GET /api/vendors/Accounts`: the accounts of the vendors in the caller's scope, by account name. A
 * vendor gets those of its own supplier codes, a buyer (or uploader) those of the vendors delivering
 * to its plants, an administrator all; `supplierCode` narrows to one vendor (outside the scope: empty).
 */
export const listVendorAccounts = endpoint({
  method: 'GET',
  path: '/api/vendors/Accounts',
  access: 'unlocked',
  query: z.strictObject({ ...timestampParam, supplierCode: z.string().trim().min(1).max(20).optional() }),
  data: z.array(vendorAccount),
});
