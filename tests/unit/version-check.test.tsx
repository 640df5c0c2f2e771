import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkVersion, VERSION_KEY } from '../../src/app/version-check.ts';

describe('version check at app start (spec 000 §4.1)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('a changed version clears local and session storage, stores the new version and reloads', () => {
    localStorage.setItem(VERSION_KEY, '0.1.0');
    localStorage.setItem('token', 'abc');
    localStorage.setItem('jnpf_theme', '"red"');
    sessionStorage.setItem('fromLogin', '1');
    const reload = vi.fn();
    expect(checkVersion('0.2.0', reload)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect({ ...localStorage }).toEqual({ [VERSION_KEY]: '0.2.0' });
    expect(sessionStorage.length).toBe(0);
  });

  it('the same version leaves everything alone', () => {
    localStorage.setItem(VERSION_KEY, '0.2.0');
    localStorage.setItem('token', 'abc');
    const reload = vi.fn();
    expect(checkVersion('0.2.0', reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('abc');
  });

  it('a first visit stores the version without reloading', () => {
    const reload = vi.fn();
    expect(checkVersion('0.2.0', reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(VERSION_KEY)).toBe('0.2.0');
  });

  it('what was stored without a version is cleared and the page reloads, since the start already read it', () => {
    localStorage.setItem('jnpf_language', 'zh-TW');
    const reload = vi.fn();
    expect(checkVersion('0.2.0', reload)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect({ ...localStorage }).toEqual({ [VERSION_KEY]: '0.2.0' });
  });
});
