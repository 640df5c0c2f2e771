import { createInstance, type i18n as I18n, type Module } from 'i18next';
import { LANGUAGES, DEFAULT_LANGUAGE, type Language } from '../constants.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

export const resources = {
  'zh-CN': { translation: zhCN },
  'zh-TW': { translation: zhTW },
  en: { translation: en },
} as const;

/** Maps a stored value, an Accept-Language header or a browser tag onto one of our three languages. */
export function pickLanguage(input: string | null | undefined): Language {
  if (!input) return DEFAULT_LANGUAGE;
  for (const part of input.split(',')) {
    const tag = (part.split(';')[0] ?? '').trim().toLowerCase();
    const exact = LANGUAGES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    if (tag === 'zhtw' || tag === 'zh-hant' || tag.startsWith('zh-hk') || tag.startsWith('zh-tw')) return 'zh-TW';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en';
  }
  return DEFAULT_LANGUAGE;
}

/** A ready (synchronously initialised) i18next instance; server and tests use it, the app wraps it for React. */
export function createTranslator(lng: Language = DEFAULT_LANGUAGE, plugins: Module[] = []): I18n {
  const instance = createInstance();
  for (const plugin of plugins) instance.use(plugin);
  void instance.init({
    resources,
    lng,
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
