import { initReactI18next } from 'react-i18next';
import type { Language } from '../shared/constants.ts';
import { createTranslator, pickLanguage } from '../shared/i18n/index.ts';

export const LANGUAGE_KEY = 'jnpf_language';

/** Language from storage, else the browser's (spec 000 §1: zh, en, zhtw; default zh). */
export function initialLanguage(): Language {
  return pickLanguage(localStorage.getItem(LANGUAGE_KEY) ?? navigator.languages.join(','));
}

export const i18n = createTranslator(initialLanguage(), [initReactI18next]);
document.documentElement.lang = i18n.language;

export async function switchLanguage(lang: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, lang);
  document.documentElement.lang = lang;
  await i18n.changeLanguage(lang);
}

export function currentLanguage(): Language {
  return pickLanguage(i18n.language);
}
