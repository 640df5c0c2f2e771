import { Workbox } from 'workbox-window';

/** Registers the service worker built from sw/sw.ts, which precaches the app shell. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  void wb.register();
}
