import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// The toasts' container (its transitions, portal and scroll-bar offsets, ~13 KB gzip) loads with the
// first toast: a page that shows none never fetches it. A toast shown before it arrives waits in the
// notifications store and shows then. Imported through a module of ours: a dynamic import of the
// package would keep all of it in the entry.
const NotificationContainer = lazy(() => import('./notification-container.tsx'));

export function NotificationHost() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationContainer />
    </Suspense>
  );
}
