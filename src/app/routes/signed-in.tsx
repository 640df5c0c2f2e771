import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { currentUserQuery } from '../platform/current-user.ts';
import { loadAreaCatalogue } from '../i18n.ts';
import { rootRoute } from './root.tsx';

/**
 * Pages of a signed-in user; the root route's guard has already loaded CurrentUser. The signed-in
 * areas' words load with the frame, so no page shows a raw key.
 */
export const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  loader: async ({ context }) => (await Promise.all([context.queryClient.ensureQueryData(currentUserQuery()), loadAreaCatalogue()]))[0],
  component: lazyRouteComponent(() => import('./signed-in.lazy.tsx'), 'SignedInFrame'),
});
