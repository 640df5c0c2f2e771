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
   * Lets the waiting version take over, then reloads into it once. Asks the registration itself, not
   * the Workbox instance, which may still be tracking the previous worker when the update came from
   * elsewhere (another tab, the browser's own update check). The reload follows whichever comes first:
   * the page's new controller, or the worker reaching "activated" (controllerchange alone can be missed
   * when the switch happened before the listener was added). With no worker waiting any more, the new
   * version already took over and a reload is all that is left.
   */
  apply: (): void => {
    if (!waiting) return;
    let reloaded = false;
    const reload = () => {
      if (reloaded) return;
      reloaded = true;
      window.location.reload();
    };
    navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
    void navigator.serviceWorker.getRegistration().then((registration) => {
      const next = registration?.waiting;
      if (!next) return reload();
      next.addEventListener('statechange', () => {
        if (next.state === 'activated') reload();
      });
      next.postMessage({ type: 'SKIP_WAITING' });
    });
  },
};
