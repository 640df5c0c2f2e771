import { queryOptions } from '@tanstack/react-query';
import { listVendorAccounts } from '../../../shared/contracts/vendor-accounts.ts';
import { call } from '../../api/client.ts';
import { withOfflineAnswer } from '../../offline/answers.ts';

export const vendorKeys = {
  all: ['vendors'] as const,
  accounts: () => [...vendorKeys.all, 'accounts'] as const,
};

/**
 * Every account linked to a vendor in the user's scope, in one answer the screens group by supplier
 * code; remembered on the device so the pages open offline with the last list.
 */
export const vendorAccountsQuery = () =>
  queryOptions({ queryKey: vendorKeys.accounts(), queryFn: () => withOfflineAnswer('vendors.accounts', () => call(listVendorAccounts)) });
