import { createRoute } from '@tanstack/react-router';
import { keptPage } from './kept-page.ts';
import { signedInRoute } from './signed-in.tsx';

/** The PO landing pages (spec 000 §2.2), kept alive between tabs (staticData.keptPage). */
export const vendorPoRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/materialTracking/vendor/index',
  staticData: { titleKey: 'po.title.vendor', keptPage: keptPage(() => import('./po.lazy.tsx'), 'VendorPoPage') },
  component: () => null,
});
export const buyerPoRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/materialTracking/buyer/index',
  staticData: { titleKey: 'po.title.buyer', keptPage: keptPage(() => import('./po.lazy.tsx'), 'BuyerPoPage') },
  component: () => null,
});
