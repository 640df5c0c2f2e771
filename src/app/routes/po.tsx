import { createRoute, stripSearchParams } from '@tanstack/react-router';
import { poListSearch } from '../../shared/domain/po/list-query.ts';
import { warmDeviceStore } from '../offline/device-store/use-device-query.ts';
import { keptPage } from './kept-page.ts';
import { signedInRoute } from './signed-in.tsx';

/** An untouched list keeps a plain address: the defaults are not written into it. */
const LIST_DEFAULTS = poListSearch.parse({});

/**
 * The PO landing pages (spec 000 §2.2), kept alive between tabs (staticData.keptPage). The list's
 * filters, sort and page live in the address (poListSearch), so a reload or a shared link shows the same list.
 */
export const vendorPoRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/materialTracking/vendor/index',
  // The device store starts reading the user's POs while the page's code loads.
  loader: warmDeviceStore,
  staticData: { titleKey: 'po.title.vendor', keptPage: keptPage(() => import('./po.lazy.tsx'), 'VendorPoPage') },
  validateSearch: poListSearch,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  component: () => null,
});
export const buyerPoRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/materialTracking/buyer/index',
  // The device store starts reading the user's POs while the page's code loads.
  loader: warmDeviceStore,
  staticData: { titleKey: 'po.title.buyer', keptPage: keptPage(() => import('./po.lazy.tsx'), 'BuyerPoPage') },
  validateSearch: poListSearch,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  component: () => null,
});
