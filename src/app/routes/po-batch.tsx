import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { signedInRoute } from './signed-in.tsx';

/** The buyer side's batch upload and batch change record (the path holds "buyer": the fence keeps vendors out). */
export const poBatchRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/materialTracking/buyer/batchRecord',
  staticData: { titleKey: 'po.batch.page.title' },
  component: lazyRouteComponent(() => import('./po-batch.lazy.tsx'), 'PoBatchPage'),
});
