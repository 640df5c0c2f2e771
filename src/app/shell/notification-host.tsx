import { lazy, Suspense } from 'react';

// The toasts' container (with its transitions and scroll-bar offsets, ~10 KB gzip) loads after the
// first screen; a toast shown before it arrives waits in the notifications store and shows then.
// Imported through a module of ours: a dynamic import of the package would keep all of it in the entry.
const NotificationContainer = lazy(() => import('./notification-container.tsx'));

export function NotificationHost() {
  return (
    <Suspense fallback={null}>
      <NotificationContainer />
    </Suspense>
  );
}
