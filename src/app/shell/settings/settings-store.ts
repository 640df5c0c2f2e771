import { z } from 'zod';
import { LAYOUT_TYPES, SIDEBAR_THEMES, SIZES, THEME_COLORS, type ThemeColorName } from '../../../shared/constants.ts';

/**
 * The user's shell settings, kept in local storage one key each under the `jnpf_` prefix, as spec
 * 000 §3 lists them. A stored value that is not valid falls back to the default for that key.
 */
const PREFIX = 'jnpf_';
const themeNames = Object.keys(THEME_COLORS) as [ThemeColorName, ...ThemeColorName[]];

const schema = {
  theme: z.enum(themeNames).catch('default'),
  themeClass: z.enum(SIDEBAR_THEMES).catch('dark'),
  layoutType: z.enum(LAYOUT_TYPES).catch('classic'),
  tagsView: z.boolean().catch(true),
  tagsIcon: z.boolean().catch(false),
  showLanguage: z.boolean().catch(true),
  showSearch: z.boolean().catch(true),
  useCache: z.boolean().catch(true),
  fixedHeader: z.boolean().catch(true),
  sidebarLogo: z.boolean().catch(true),
  size: z.enum(SIZES).catch('medium'),
};
export type Settings = { [K in keyof typeof schema]: z.infer<(typeof schema)[K]> };
export type SettingKey = keyof Settings;
const keys = Object.keys(schema) as SettingKey[];

function readKey<K extends SettingKey>(key: K): Settings[K] {
  const raw = localStorage.getItem(PREFIX + key);
  let value: unknown = raw;
  if (raw !== null) {
    try {
      value = JSON.parse(raw);
    } catch {
      value = raw;
    }
  }
  return schema[key].parse(value ?? undefined) as Settings[K];
}

function readAll(): Settings {
  return Object.fromEntries(keys.map((k) => [k, readKey(k)])) as Settings;
}

let snapshot: Settings | undefined;
const listeners = new Set<() => void>();

export const settingsStore = {
  get: (): Settings => (snapshot ??= readAll()),
  set: (patch: Partial<Settings>): void => {
    for (const [key, value] of Object.entries(patch)) localStorage.setItem(PREFIX + key, JSON.stringify(value));
    snapshot = readAll();
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Re-read storage, e.g. after another tab changed a setting. */
  reload: (): void => {
    snapshot = readAll();
    for (const listener of listeners) listener();
  },
  isSettingKey: (key: string): boolean => key.startsWith(PREFIX),
};

/** The sidebar's open state, saved as 1 or 0 (spec 000 §3). */
export const sidebarStore = {
  isOpen: (): boolean => localStorage.getItem('sidebarStatus') !== '0',
  setOpen: (open: boolean) => localStorage.setItem('sidebarStatus', open ? '1' : '0'),
};
