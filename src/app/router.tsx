import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { homeRoute } from './routes/home.tsx';
import { loginRoute } from './routes/login.tsx';
import { mailOutboxRoute } from './routes/mail-outbox.tsx';
import { indexRoute, notFoundRoute } from './routes/not-found.tsx';
import { profileRoute } from './routes/profile.tsx';
import { rootRoute } from './routes/root.tsx';
import { signedInRoute } from './routes/signed-in.tsx';

const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  notFoundRoute,
  signedInRoute.addChildren([homeRoute, profileRoute, mailOutboxRoute]),
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
