import { LANGUAGES, DEFAULT_LANGUAGE, type Language } from '../constants.ts';

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
