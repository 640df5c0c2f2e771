import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.tsx';

/** Forgot password (spec 000 §2.5): an e-mailed code, then a new password; reached from the sign-in page. */
export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgotPassword',
  component: lazyRouteComponent(() => import('./forgot-password.lazy.tsx'), 'ForgotPasswordPage'),
});
