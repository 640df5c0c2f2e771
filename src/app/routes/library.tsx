import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { signedInRoute } from './signed-in.tsx';

/**
 * The file library, one path per side so each holds its side's word (spec 000 §5 fence). The vendor
 * side reads, downloads and collects; the buyer side (buyers, uploaders, administrators) also manages.
 */
export const vendorLibraryRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/materialTracking/vendor/files',
  staticData: { titleKey: 'library.title' },
  component: lazyRouteComponent(() => import('./library.lazy.tsx'), 'VendorLibraryPage'),
});

export const buyerLibraryRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/materialTracking/buyer/files',
  staticData: { titleKey: 'library.title' },
  component: lazyRouteComponent(() => import('./library.lazy.tsx'), 'BuyerLibraryPage'),
});
