import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../shared/constants.ts';
import { pickLanguage } from '../shared/i18n/languages.ts';
import { numberFormatFor, withNumberFormat } from '../shared/i18n/number-format.ts';

export const LANGUAGE_KEY = 'jnpf_language';

type Catalogue = () => Promise<Record<string, unknown>>;

/**
 * Each language's catalogue is two chunks of its own: the core (sign-in, shell, errors, profile), which
 * the first screen waits for, and the signed-in areas (PO, files, messages...), which the signed-in
 * frame loads (`loadAreaCatalogue`). Another language loads only when the user switches (the service
 * worker keeps all of them for offline use).
 */
const CORE: Record<Language, Catalogue> = {
  en: async () => (await import('../shared/i18n/core/en.ts')).coreEn,
  'zh-CN': async () => (await import('../shared/i18n/core/zh-CN.ts')).coreZhCN,
  'zh-TW': async () => (await import('../shared/i18n/core/zh-TW.ts')).coreZhTW,
};
const AREAS: Record<Language, Catalogue> = {
  en: async () => (await import('../shared/i18n/areas/en.ts')).areasEn,
  'zh-CN': async () => (await import('../shared/i18n/areas/zh-CN.ts')).areasZhCN,
  'zh-TW': async () => (await import('../shared/i18n/areas/zh-TW.ts')).areasZhTW,
};
/** The administration pages' words: loaded by those pages only (loadAdminCatalogue), under `admin`. */
const ADMIN: Record<Language, Catalogue> = {
  en: async () => ({ admin: (await import('../shared/i18n/admin/en.ts')).adminEn }),
  'zh-CN': async () => ({ admin: (await import('../shared/i18n/admin/zh-CN.ts')).adminZhCN }),
  'zh-TW': async () => ({ admin: (await import('../shared/i18n/admin/zh-TW.ts')).adminZhTW }),
};
/** Languages whose areas are loaded; once the frame asked for them, a language switch brings them too. */
const withAreas = new Set<Language>();
let areasWanted = false;
const withAdmin = new Set<Language>();
let adminWanted = false;

/** Language from storage, else the browser's (spec 000 §1: zh, en, zhtw; default zh). */
export function initialLanguage(): Language {
  return pickLanguage(localStorage.getItem(LANGUAGE_KEY) ?? navigator.languages.join(','));
}

async function ensureCatalogue(lang: Language): Promise<void> {
  if (!i18n.hasResourceBundle(lang, 'translation')) i18n.addResourceBundle(lang, 'translation', await CORE[lang]());
  if (areasWanted && !withAreas.has(lang)) {
    i18n.addResourceBundle(lang, 'translation', await AREAS[lang](), true, true);
    withAreas.add(lang);
  }
  if (adminWanted && !withAdmin.has(lang)) {
    i18n.addResourceBundle(lang, 'translation', await ADMIN[lang](), true, true);
    withAdmin.add(lang);
  }
}

const first = initialLanguage();
export const i18n = createInstance().use(initReactI18next);
// The first screen waits for its catalogue (one small chunk), so no text ever shows as a raw key.
await i18n.init({
  resources: { [first]: { translation: await CORE[first]() } },
  lng: first,
  fallbackLng: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
withNumberFormat(i18n);
document.documentElement.lang = i18n.language;
// The browser's first number formatter takes 30-40 ms (its locale data loads): made while the sign-in
// page is idle, it is not added to the render that first shows a count (the first pull's progress).
// Safari has no requestIdleCallback: a second after start is as good.
const whenIdle = typeof requestIdleCallback === 'function' ? requestIdleCallback : (run: () => void) => setTimeout(run, 1_000);
whenIdle(() => numberFormatFor(i18n.language));

export async function switchLanguage(lang: Language): Promise<void> {
  await ensureCatalogue(lang);
  localStorage.setItem(LANGUAGE_KEY, lang);
  document.documentElement.lang = lang;
  await i18n.changeLanguage(lang);
}

export function currentLanguage(): Language {
  return pickLanguage(i18n.language);
}

/** The signed-in areas' words in the current language, before any signed-in page renders. */
export async function loadAreaCatalogue(): Promise<void> {
  areasWanted = true;
  await ensureCatalogue(currentLanguage());
}

/** The administration pages' words in the current language, before such a page renders. */
export async function loadAdminCatalogue(): Promise<void> {
  adminWanted = true;
  await ensureCatalogue(currentLanguage());
}
