import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { signedInRoute } from './signed-in.tsx';

/** Under /profile, so every role may open it (the route guard lets "profile" paths through). */
export const myUploadsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/profile/uploads',
  staticData: { titleKey: 'upload.mine.title' },
  component: lazyRouteComponent(() => import('./uploads.lazy.tsx'), 'MyUploadsPage'),
});
