import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { signedInRoute } from './signed-in.tsx';

export const homeRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/home',
  staticData: { titleKey: 'home.title' },
  component: lazyRouteComponent(() => import('./home.lazy.tsx'), 'HomePage'),
});
