import type { Language } from '../../../shared/constants.ts';
import { setSystemLanguage } from '../../../shared/contracts/profile.ts';
import { call } from '../../api/client.ts';
import { currentLanguage, switchLanguage } from '../../i18n.ts';

/**
 * The language a user picked on the sign-in page: until then the page shows the stored or the
 * browser's language (spec 000 §1), but a pick is a choice the account should keep.
 */
const PICKED_KEY = 'languagePickedAtSignIn';

export function notePickedLanguage(language: Language): void {
  sessionStorage.setItem(PICKED_KEY, language);
}

/**
 * Once signed in, the account's language is the one that counts: the screens, and the
 * messages, e-mails and exports the server makes for the user, all follow it. A language picked on the
 * sign-in page becomes the account's, and so does the one shown when the account has none yet
 * (`null`); otherwise the screens take the account's. Later switches are saved as they are made, so
 * the two stay one; another device's switch applies at the next sign-in.
 */
export async function settleLanguageAtSignIn(accountLanguage: Language | null): Promise<void> {
  const shown = currentLanguage();
  const picked = sessionStorage.getItem(PICKED_KEY) === shown;
  sessionStorage.removeItem(PICKED_KEY);
  if (accountLanguage === shown) return;
  if (picked || accountLanguage === null) await call(setSystemLanguage, { body: { language: shown } });
  else await switchLanguage(accountLanguage);
}
