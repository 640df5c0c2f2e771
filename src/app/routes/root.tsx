import { Navigate, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { guardNavigation } from '../shell/guard-wiring.ts';
import { LoadFailed } from '../shell/load-failed.tsx';

export interface RouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location }) => guardNavigation(context.queryClient, location),
  component: Outlet,
  errorComponent: LoadFailed,
  // Any unknown path goes to /404 (spec 000 §2.1).
  notFoundComponent: () => <Navigate to="/404" replace />,
});
