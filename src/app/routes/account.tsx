import type { QueryClient } from '@tanstack/react-query';
import { createRoute } from '@tanstack/react-router';
import { keptPage } from './kept-page.ts';
import { signedInRoute } from './signed-in.tsx';

// The query (and its contract) loads with the route, not with the sign-in page.
const loadBaseInfo = async ({ context }: { context: { queryClient: QueryClient } }) =>
  context.queryClient.ensureQueryData((await import('../features/profile/queries.ts')).baseInfoQuery());

/**
 * Account settings of the PO area and the vendor master data. Each path holds its side's word (spec
 * 000 §5 fence); the pages are kept alive between tabs (staticData.keptPage), the routes load data.
 */
export const vendorAccountRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/materialTracking/vendor/account',
  staticData: { titleKey: 'account.title.settings', keptPage: keptPage(() => import('./account.lazy.tsx'), 'VendorAccountPage') },
  loader: loadBaseInfo,
  component: () => null,
});
export const buyerAccountRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/materialTracking/buyer/account',
  staticData: { titleKey: 'account.title.settings', keptPage: keptPage(() => import('./account.lazy.tsx'), 'BuyerAccountPage') },
  loader: loadBaseInfo,
  component: () => null,
});
export const vendorMasterRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/materialTracking/buyer/masterData',
  staticData: { titleKey: 'account.title.vendors', keptPage: keptPage(() => import('./account.lazy.tsx'), 'VendorMasterPage') },
  component: () => null,
});
