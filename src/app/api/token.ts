/** Session token and lock flag live in local storage under the keys the spec names (`token`, `lock`). */
const TOKEN_KEY = 'token';
const LOCK_KEY = 'lock';

export const tokenStore = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(LOCK_KEY);
  },
  isLocked: (): boolean => localStorage.getItem(LOCK_KEY) === '1',
  setLocked: (locked: boolean) => (locked ? localStorage.setItem(LOCK_KEY, '1') : localStorage.removeItem(LOCK_KEY)),
};
