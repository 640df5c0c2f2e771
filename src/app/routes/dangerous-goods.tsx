import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { signedInRoute } from './signed-in.tsx';

/**
 * The dangerous-goods material list for the buyer side (the path holds "buyer": the fence keeps
 * vendors out; they see the marker on their POs). Uploads are batches of the dangerousGoods kind:
 * the same dry run, confirm and batch change record as the other kinds.
 */
export const dangerousGoodsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/materialTracking/buyer/dangerousGoods',
  staticData: { titleKey: 'dangerousGoods.title' },
  component: lazyRouteComponent(() => import('./dangerous-goods.lazy.tsx'), 'DangerousGoodsPage'),
});
