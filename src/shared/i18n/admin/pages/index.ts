import { ADMIN_PAGES } from '../../../domain/admin-pages.ts';
import { adminCommon, adminItems } from './common.ts';
import { adminPicker } from './picker.ts';

/** Words every administration page shares: the lists' common words, permission items, the pickers. */
const SHARED_WORDS = { common: adminCommon, items: adminItems, picker: adminPicker } as const;

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type PagesWords = Intersection<(typeof ADMIN_PAGES)[number]['words']>;

/**
 * Each administration page's words in the three languages, under `admin.<key>`: the shared ones and
 * those each page's description brings (src/shared/domain/admin-pages.ts), so a new page's words join
 * every language's catalogue (each checked against the English one's shape) without a list to edit.
 */
export const ADMIN_PAGE_WORDS = { ...SHARED_WORDS, ...(Object.assign({}, ...ADMIN_PAGES.map((page) => page.words)) as PagesWords) };

type Words = typeof ADMIN_PAGE_WORDS;
type PageLanguage = 'en' | 'zh-CN' | 'zh-TW';

/** The pages' words in one language, by page. */
export function pageWordsIn<L extends PageLanguage>(language: L): { [K in keyof Words]: Words[K][L] } {
  return Object.fromEntries(Object.entries(ADMIN_PAGE_WORDS).map(([page, words]) => [page, words[language]])) as { [K in keyof Words]: Words[K][L] };
}
