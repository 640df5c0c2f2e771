import { lazy, Suspense, useSyncExternalStore } from 'react';
import { serviceWorkerUpdate } from './register-sw.ts';

// Loaded once a new version is waiting: it reads the device's outbox, which first paint does without.
const WaitingUpdate = lazy(async () => ({ default: (await import('./waiting-update.tsx')).WaitingUpdate }));

/** Offers a new version once it is installed (waiting-update.tsx). */
export function UpdateBanner() {
  const waiting = useSyncExternalStore(serviceWorkerUpdate.subscribe, serviceWorkerUpdate.isWaiting);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <WaitingUpdate />
    </Suspense>
  );
}
