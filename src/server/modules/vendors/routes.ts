import type { FastifyInstance } from 'fastify';
import { listVendorAccounts } from '../../../shared/contracts/vendor-accounts.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import { vendorAccountsFor } from './queries.ts';

/** Vendor master data beyond the synced `vendors` table: the accounts linked to each vendor. */
export function vendorRoutes(app: FastifyInstance): void {
  sessionRoute(app, listVendorAccounts, async ({ query, viewer, request }) => vendorAccountsFor(app.db, viewer, request.lang, query.supplierCode));
}
