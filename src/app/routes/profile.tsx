import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PROFILE_TABS } from '../features/profile/profile-tabs.ts';
import { keptPage } from './kept-page.ts';
import { signedInRoute } from './signed-in.tsx';

/** The page is kept alive between tabs (staticData.keptPage, loaded on first use); the route loads its data. */
export const profileRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/profile',
  staticData: { titleKey: 'profile.title', keptPage: keptPage(() => import('./profile.lazy.tsx'), 'ProfilePage') },
  // The tab, and the sign-in log's page when that tab is shown.
  validateSearch: z.object({
    tab: z.enum(PROFILE_TABS).optional().catch(undefined),
    currentPage: z.coerce.number().int().min(1).max(1_000_000).optional().catch(undefined),
  }),
  // The queries (and their contracts) load with the route, not with the sign-in page.
  loader: async ({ context }) => {
    const { authorizeQuery, baseInfoQuery, membershipsQuery } = await import('../features/profile/queries.ts');
    return Promise.all([
      context.queryClient.ensureQueryData(baseInfoQuery()),
      context.queryClient.ensureQueryData(membershipsQuery()),
      context.queryClient.ensureQueryData(authorizeQuery()),
    ]);
  },
  component: () => null,
});
