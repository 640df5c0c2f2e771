import { createRoute } from '@tanstack/react-router';
import { keptPage } from './kept-page.ts';
import { signedInRoute } from './signed-in.tsx';

/** The administrators' mail outbox, kept alive between tabs (staticData.keptPage). */
export const mailOutboxRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/system/mailOutbox',
  staticData: { titleKey: 'outbox.title', keptPage: keptPage(() => import('../features/mail-outbox/components/outbox-table.tsx'), 'OutboxTable') },
  component: () => null,
});
