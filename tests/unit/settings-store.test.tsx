import { beforeEach, describe, expect, it } from 'vitest';
import { settingsStore } from '../../src/app/shell/settings/settings-store.ts';

describe('shell settings in local storage (jnpf_ prefix)', () => {
  beforeEach(() => localStorage.clear());

  it('stores each setting under its own jnpf_ key', () => {
    settingsStore.set({ layoutType: 'blend', theme: 'green', tagsView: false, size: 'mini' });
    expect(localStorage.getItem('jnpf_layoutType')).toBe('"blend"');
    expect(localStorage.getItem('jnpf_theme')).toBe('"green"');
    expect(localStorage.getItem('jnpf_tagsView')).toBe('false');
    expect(settingsStore.get()).toMatchObject({ layoutType: 'blend', theme: 'green', tagsView: false, size: 'mini' });
  });

  it('falls back to the default for a value that is not valid', () => {
    localStorage.setItem('jnpf_layoutType', '"sideways"');
    localStorage.setItem('jnpf_theme', 'not json');
    settingsStore.set({});
    expect(settingsStore.get()).toMatchObject({ layoutType: 'classic', theme: 'default', themeClass: 'dark', size: 'medium', tagsView: true });
  });
});
