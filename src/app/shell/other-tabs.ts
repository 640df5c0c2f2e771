import { settingsStore } from './settings/settings-store.ts';

export interface OtherTabEvents {
  /** Another tab locked the screen. */
  locked: () => void;
  /** Another tab signed out (the token is gone). */
  signedOut: () => void;
}

/**
 * Keeps this tab in step with the others of the same browser: storage events fire in every other
 * tab when one changes local storage, so a lock, a sign-out or a new setting reaches them all.
 */
export function followOtherTabs(events: OtherTabEvents): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.storageArea !== localStorage || e.key === null) return;
    if (settingsStore.isSettingKey(e.key)) settingsStore.reload();
    else if (e.key === 'lock' && e.newValue === '1') events.locked();
    else if (e.key === 'token' && e.newValue === null) events.signedOut();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
