import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadHandOver } from '../features/auth/hand-over.ts';
import { rootRoute } from './root.tsx';

/**
 * Addresses other systems link to. /auth-redirect receives a session handed over with `token`: the
 * root guard sets it aside and clears the address (see `decide`), this page asks the user whether to
 * take it. /jump forwards to `target`; it exists so that the guard, not the not-found fallback, sees it.
 */
export const authRedirectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth-redirect',
  loader: loadHandOver,
  component: lazyRouteComponent(() => import('./hand-over.lazy.tsx'), 'HandOverPage'),
});
export const jumpRoute = createRoute({ getParentRoute: () => rootRoute, path: '/jump', component: () => null });
