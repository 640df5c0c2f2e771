import { createRoute, redirect } from '@tanstack/react-router';
import { rootRoute } from './root.tsx';

/** /redirect/<path> sends on to /<path>: leaving and re-entering a page remounts it (tab refresh). */
export const redirectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/redirect/$',
  beforeLoad: ({ params, location }) => {
    const query = location.searchStr;
    throw redirect({ href: `/${params._splat ?? ''}${query}`, replace: true });
  },
});
