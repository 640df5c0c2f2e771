import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { authorizeQuery, baseInfoQuery, membershipsQuery } from '../features/profile/queries.ts';
import { PROFILE_TABS } from './pages/profile-page.tsx';
import { signedInRoute } from './signed-in.tsx';

/** The page itself is kept alive by the layout (see cacheable-pages.ts); the route loads its data. */
export const profileRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/profile',
  staticData: { titleKey: 'profile.title' },
  validateSearch: z.object({ tab: z.enum(PROFILE_TABS).optional().catch(undefined) }),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(baseInfoQuery()),
      context.queryClient.ensureQueryData(membershipsQuery()),
      context.queryClient.ensureQueryData(authorizeQuery()),
    ]),
  component: () => null,
});
