import { createRoute } from '@tanstack/react-router';
import { keptPage } from './kept-page.ts';
import { signedInRoute } from './signed-in.tsx';

/** Menu links shown inside the app; the framed page is kept alive between tabs (staticData.keptPage). */
export const linkFrameRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/link/$code',
  staticData: { keptPage: keptPage(() => import('./link-frame.lazy.tsx'), 'LinkFramePage') },
  component: () => null,
});
