import { errorEnvelope } from '../../../shared/contracts/endpoint.ts';
import { tokenStore } from '../../api/token.ts';
import { currentLanguage, i18n } from '../../i18n.ts';

/**
 * Fetches a stored file with the session's bearer token (a plain link cannot carry it) and either
 * saves it under its name or opens it in a new tab (`inline`). Throws with the server's message.
 */
export async function downloadStoredFile(url: string, name: string, inline = false): Promise<void> {
  // Opened before the fetch: a window opened after an await is taken for a pop-up and blocked.
  const opened = inline ? window.open('', '_blank') : null;
  const token = tokenStore.get();
  let response: Response;
  try {
    response = await fetch(`${url}${inline ? '?inline=true' : ''}`, {
      headers: { 'accept-language': currentLanguage(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    opened?.close();
    throw new Error(i18n.t('common.requestError'));
  }
  if (!response.ok) {
    opened?.close();
    const envelope = errorEnvelope.safeParse(await response.json().catch(() => null));
    throw new Error(envelope.success ? envelope.data.msg : i18n.t('common.requestError'));
  }
  const objectUrl = URL.createObjectURL(await response.blob());
  if (opened) opened.location.href = objectUrl;
  else {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = name;
    link.click();
  }
  // The new tab or the save has taken the bytes by then.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
