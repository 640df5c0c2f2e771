import { useSyncExternalStore } from 'react';
import { settingsStore, type Settings } from './settings-store.ts';

export function useSettings(): Settings {
  return useSyncExternalStore(settingsStore.subscribe, settingsStore.get);
}
