import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signed-in.tsx';

/** The page itself is kept alive by the layout (see cacheable-pages.ts). */
export const mailOutboxRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/system/mailOutbox',
  staticData: { titleKey: 'outbox.title' },
  component: () => null,
});
