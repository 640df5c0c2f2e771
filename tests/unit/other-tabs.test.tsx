import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followOtherTabs } from '../../src/app/shell/other-tabs.ts';
import { settingsStore } from '../../src/app/shell/settings/settings-store.ts';

/** What the browser fires in this tab when another tab writes local storage. */
function fromOtherTab(key: string, newValue: string | null) {
  if (newValue === null) localStorage.removeItem(key);
  else localStorage.setItem(key, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
}

describe('following the other tabs of this browser', () => {
  let stop: () => void;
  const locked = vi.fn();
  const signedOut = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    settingsStore.reload();
    locked.mockReset();
    signedOut.mockReset();
    stop = followOtherTabs({ locked, signedOut });
  });
  afterEach(() => stop());

  it('a setting changed in another tab applies here', () => {
    fromOtherTab('jnpf_layoutType', '"plain"');
    expect(settingsStore.get().layoutType).toBe('plain');
  });
  it('a lock in another tab locks this one', () => {
    fromOtherTab('lock', '1');
    expect(locked).toHaveBeenCalledOnce();
  });
  it('a sign-out in another tab signs this one out; a new token does not', () => {
    fromOtherTab('token', 'abc');
    expect(signedOut).not.toHaveBeenCalled();
    fromOtherTab('token', null);
    expect(signedOut).toHaveBeenCalledOnce();
  });
});
