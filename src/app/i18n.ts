import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../shared/constants.ts';
import { pickLanguage } from '../shared/i18n/languages.ts';

export const LANGUAGE_KEY = 'jnpf_language';

/**
 * Each language's catalogue is a chunk of its own: a page loads the one it shows, and another only
 * when the user switches (the service worker keeps all three for offline use).
 */
const CATALOGUES: Record<Language, () => Promise<Record<string, unknown>>> = {
  en: async () => (await import('../shared/i18n/en.ts')).en,
  'zh-CN': async () => (await import('../shared/i18n/zh-CN.ts')).zhCN,
  'zh-TW': async () => (await import('../shared/i18n/zh-TW.ts')).zhTW,
};

/** Language from storage, else the browser's (spec 000 §1: zh, en, zhtw; default zh). */
export function initialLanguage(): Language {
  return pickLanguage(localStorage.getItem(LANGUAGE_KEY) ?? navigator.languages.join(','));
}

async function ensureCatalogue(lang: Language): Promise<void> {
  if (!i18n.hasResourceBundle(lang, 'translation')) i18n.addResourceBundle(lang, 'translation', await CATALOGUES[lang]());
}

const first = initialLanguage();
export const i18n = createInstance().use(initReactI18next);
// The first screen waits for its catalogue (one small chunk), so no text ever shows as a raw key.
await i18n.init({
  resources: { [first]: { translation: await CATALOGUES[first]() } },
  lng: first,
  fallbackLng: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
document.documentElement.lang = i18n.language;

export async function switchLanguage(lang: Language): Promise<void> {
  await ensureCatalogue(lang);
  localStorage.setItem(LANGUAGE_KEY, lang);
  document.documentElement.lang = lang;
  await i18n.changeLanguage(lang);
}

export function currentLanguage(): Language {
  return pickLanguage(i18n.language);
}
