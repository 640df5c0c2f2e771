type Listener = () => void;
const listeners = new Set<Listener>();
let waiting = false;

/**
 * Registers the service worker built from sw/sw.ts, which precaches the app shell. workbox-window
 * loads on its own, after the first screen: registering never had to come before it.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  // A new version installed and waits: offered to the user, never forced (see UpdateBanner).
  wb.addEventListener('waiting', () => {
    waiting = true;
    for (const listener of listeners) listener();
  });
  await wb.register();
}

export const serviceWorkerUpdate = {
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isWaiting: (): boolean => waiting,
  /**
   * Lets the waiting version take over, then reloads into it. Asks the registration itself, not the
   * Workbox instance, which may still be tracking the previous worker when the update came from
   * elsewhere (another tab, the browser's own update check).
   */
  apply: (): void => {
    if (!waiting) return;
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    void navigator.serviceWorker.getRegistration().then((registration) => registration?.waiting?.postMessage({ type: 'SKIP_WAITING' }));
  },
};
