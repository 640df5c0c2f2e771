import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { inAppPath } from '../../shared/domain/guard.ts';
import { rootRoute } from './root.tsx';

/**
 * Where a user whose password someone else chose (an administrator's reset) sets their own before
 * anything else; the guard sends them here and the server refuses everything else until then.
 */
export const newUserRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/newUser',
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({ redirect: inAppPath(search.redirect) }),
  component: lazyRouteComponent(() => import('./new-user.lazy.tsx'), 'NewUserPage'),
});
