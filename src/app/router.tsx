import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { CachedPageProps } from './shell/page-cache/cached-pages.tsx';
import { buyerAccountRoute, vendorAccountRoute, vendorMasterRoute } from './routes/account.tsx';
import { authRedirectRoute, jumpRoute } from './routes/hand-over.tsx';
import { homeRoute } from './routes/home.tsx';
import { linkFrameRoute } from './routes/link-frame.tsx';
import { buyerLibraryRoute, vendorLibraryRoute } from './routes/library.tsx';
import { lockScreenRoute } from './routes/lock-screen.tsx';
import { forgotPasswordRoute } from './routes/forgot-password.tsx';
import { loginRoute } from './routes/login.tsx';
import { mailOutboxRoute } from './routes/mail-outbox.tsx';
import { adminPageRoutes } from './routes/admin-pages.tsx';
import { messageRecordRoute, noticesRoute, workflowDetailRoute } from './routes/messages.tsx';
import { newUserRoute } from './routes/new-user.tsx';
import { indexRoute, notFoundRoute } from './routes/not-found.tsx';
import { buyerPoRoute, vendorPoRoute } from './routes/po.tsx';
import { poBatchRoute } from './routes/po-batch.tsx';
import { dangerousGoodsRoute } from './routes/dangerous-goods.tsx';
import { profileRoute } from './routes/profile.tsx';
import { redirectRoute } from './routes/redirect.tsx';
import { rootRoute } from './routes/root.tsx';
import { signedInRoute } from './routes/signed-in.tsx';
import { myUploadsRoute } from './routes/uploads.tsx';

const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  forgotPasswordRoute,
  lockScreenRoute,
  newUserRoute,
  authRedirectRoute,
  jumpRoute,
  notFoundRoute,
  redirectRoute,
  signedInRoute.addChildren([
    homeRoute,
    profileRoute,
    mailOutboxRoute,
    ...adminPageRoutes,
    messageRecordRoute,
    workflowDetailRoute,
    noticesRoute,
    linkFrameRoute,
    vendorPoRoute,
    buyerPoRoute,
    vendorAccountRoute,
    buyerAccountRoute,
    vendorMasterRoute,
    myUploadsRoute,
    poBatchRoute,
    vendorLibraryRoute,
    buyerLibraryRoute,
    dangerousGoodsRoute,
  ]),
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Query values stay plain strings, as deep links from e-mails write them (no JSON decoding).
    parseSearch: (query) => Object.fromEntries(new URLSearchParams(query)),
    stringifySearch: (search) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(search)) {
        if (value !== undefined && value !== null) params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
      }
      const query = params.toString();
      return query ? `?${query}` : '';
    },
  });
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Catalogue key of the page title, for pages that are not menu entries. */
    titleKey?: string;
    /** Never keep this page alive between tabs (spec 000 §4.2). */
    noCache?: boolean;
    /**
     * The page is kept alive between tabs (spec 000 §2.5): the layout renders this component with the
     * path's own params and query, hidden while another tab is active; the route's component is empty.
     */
    keptPage?: ComponentType<CachedPageProps>;
  }
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
