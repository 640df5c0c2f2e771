import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { currentUserQuery } from '../features/auth/queries.ts';
import { rootRoute } from './root.tsx';

/** Pages of a signed-in user; the root route's guard has already loaded CurrentUser. */
export const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQuery()),
  component: lazyRouteComponent(() => import('./signed-in.lazy.tsx'), 'SignedInLayout'),
});
