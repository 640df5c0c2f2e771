import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root.tsx';

/**
 * Addresses other systems link to. The root guard settles both before anything renders (see
 * `decide`): /auth-redirect takes over a session handed over with `token`, /jump forwards to
 * `target`. They exist as routes so that the guard, not the not-found fallback, sees them.
 */
export const authRedirectRoute = createRoute({ getParentRoute: () => rootRoute, path: '/auth-redirect', component: () => null });
export const jumpRoute = createRoute({ getParentRoute: () => rootRoute, path: '/jump', component: () => null });
