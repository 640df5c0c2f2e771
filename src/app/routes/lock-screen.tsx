import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { currentUserQuery } from '../platform/current-user.ts';
import { rootRoute } from './root.tsx';

export const lockScreenRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/lockScreen',
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQuery()),
  component: lazyRouteComponent(() => import('./lock-screen.lazy.tsx'), 'LockScreenPage'),
});
