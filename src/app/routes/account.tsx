import { createRoute } from '@tanstack/react-router';
import { baseInfoQuery } from '../features/profile/queries.ts';
import { signedInRoute } from './signed-in.tsx';

/**
 * Account settings of the PO area and the vendor master data. Each path holds its side's word (spec
 * 000 §5 fence); the pages are kept alive by the layout (see cacheable-pages.ts), the routes load data.
 */
export const vendorAccountRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/materialTracking/vendor/account',
  staticData: { titleKey: 'account.title.settings' },
  loader: ({ context }) => context.queryClient.ensureQueryData(baseInfoQuery()),
  component: () => null,
});
export const buyerAccountRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/materialTracking/buyer/account',
  staticData: { titleKey: 'account.title.settings' },
  loader: ({ context }) => context.queryClient.ensureQueryData(baseInfoQuery()),
  component: () => null,
});
export const vendorMasterRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/materialTracking/buyer/masterData',
  staticData: { titleKey: 'account.title.vendors' },
  component: () => null,
});
