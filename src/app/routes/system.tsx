import { adminPage } from './permission.tsx';

/** The system data pages (System → Dictionaries, …), loaded like the organisation pages. */
export const dictionaryRoute = adminPage(
  '/system/dictionary',
  'admin.dictionary.title',
  () => import('../features/system/dictionaries/dictionary-page.tsx'),
  'DictionaryPage',
);
