import { useCallback } from 'react';
import type { VendorRow } from '../../../shared/contracts/po-rows.ts';
import type { VendorAccount } from '../../../shared/contracts/vendor-accounts.ts';
import { useLiveQuery } from '../../offline/live.ts';
import { offlineDb } from '../../offline/store.ts';

export interface VendorsData {
  /** By supplier code. */
  vendors: VendorRow[];
  /** Whether this device has finished a pull for the user: before that an empty list means "not yet". */
  synced: boolean;
}

/**
 * The vendors' master data as this device holds it: the synced `vendors` table, which the server
 * fills in the user's row scope (a vendor its own supplier codes, a buyer the vendors of its plants).
 */
export function useVendors(userId: string): VendorsData | undefined {
  const query = useCallback(async (): Promise<VendorsData> => {
    const [rows, state] = await Promise.all([offlineDb.rows('vendors').toArray(), offlineDb.syncState.get(userId)]);
    const vendors = rows.sort((a, b) => (a.supplierCode < b.supplierCode ? -1 : a.supplierCode > b.supplierCode ? 1 : 0));
    return { vendors, synced: state?.lastSyncAt !== undefined };
  }, [userId]);
  return useLiveQuery(query);
}

export interface VendorFilter {
  keyword?: string | undefined;
  plant?: string | undefined;
}

/** Keyword over supplier code and name (case-insensitive), plant exact. */
export function filterVendors(vendors: readonly VendorRow[], filter: VendorFilter): VendorRow[] {
  const keyword = filter.keyword?.trim().toLowerCase();
  return vendors.filter(
    (v) =>
      (!keyword || v.supplierCode.toLowerCase().includes(keyword) || v.name.toLowerCase().includes(keyword)) &&
      (!filter.plant || v.plants.includes(filter.plant)),
  );
}

/** Accounts under each supplier code they serve; an account serving two vendors shows under both. */
export function accountsByCode(accounts: readonly VendorAccount[]): Map<string, VendorAccount[]> {
  const byCode = new Map<string, VendorAccount[]>();
  for (const account of accounts) {
    for (const code of account.supplierCodes) byCode.set(code, [...(byCode.get(code) ?? []), account]);
  }
  return byCode;
}
