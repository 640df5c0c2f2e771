import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signed-in.tsx';

/** The PO landing pages (spec 000 §2.2); the pages are kept alive by the layout (see cacheable-pages.ts). */
export const vendorPoRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/materialTracking/vendor/index',
  staticData: { titleKey: 'po.title.vendor' },
  component: () => null,
});
export const buyerPoRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/materialTracking/buyer/index',
  staticData: { titleKey: 'po.title.buyer' },
  component: () => null,
});
