import { Navigate, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';

export interface RouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Any unknown path goes to /404 (spec 000 §2.1).
  notFoundComponent: () => <Navigate to="/404" replace />,
});
