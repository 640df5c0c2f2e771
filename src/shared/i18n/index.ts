import { createInstance, type i18n as I18n, type Module } from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from '../constants.ts';
export { pickLanguage } from './languages.ts';
import { en } from './en.ts';
import { withNumberFormat } from './number-format.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

export const resources = {
  'zh-CN': { translation: zhCN },
  'zh-TW': { translation: zhTW },
  en: { translation: en },
} as const;

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
  return withNumberFormat(instance);
}
