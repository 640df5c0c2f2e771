import { errorEnvelope } from '../../../shared/contracts/endpoint.ts';
import { CHAT_IMAGE_MAX_BYTES, uploadChatImage } from '../../../shared/contracts/chat.ts';
import type { ChatImageContent } from '../../../shared/contracts/realtime.ts';
import { CHAT_IMAGE_EXTENSIONS, isImageExtension } from '../../../shared/domain/chat.ts';
import { extensionOf } from '../../../shared/domain/files.ts';
import { tokenStore } from '../../api/token.ts';
import { currentLanguage, i18n } from '../../i18n.ts';

/** Why a chosen file cannot be sent (spec 000 §5, §8), or null. */
export function imageRefusal(file: File): string | null {
  if (!isImageExtension(extensionOf(file.name))) return i18n.t('chat.imageOnly', { types: CHAT_IMAGE_EXTENSIONS.join(', ') });
  if (file.size > CHAT_IMAGE_MAX_BYTES) return i18n.t('chat.imageTooLarge');
  return null;
}

async function dimensionsOf(file: File): Promise<{ width: number; height: number }> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    // A format the browser cannot decode (bmp on some) still goes; the receiver sizes it on load.
    return { width: 0, height: 0 };
  }
}

/** Uploads the image (the upload URL plus /IM) and answers the image message's content. */
export async function uploadImageMessage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const headers: Record<string, string> = { 'accept-language': currentLanguage() };
  const token = tokenStore.get();
  if (token) headers.authorization = `Bearer ${token}`;
  let json: unknown;
  try {
    json = await (await fetch(uploadChatImage.path, { method: 'POST', headers, body: form })).json();
  } catch {
    throw new Error(i18n.t('common.requestError'));
  }
  const envelope = errorEnvelope.safeParse(json);
  const data = envelope.success && envelope.data.code === 200 ? uploadChatImage.data.safeParse(envelope.data.data) : null;
  // Spec 000 §5: success needs code 200 and a name; otherwise the server's message.
  if (!data?.success || !data.data.name) throw new Error((envelope.success && envelope.data.msg) || i18n.t('common.requestError'));
  const content: ChatImageContent = { fileId: data.data.fileVersionId, path: data.data.url, name: file.name, ...(await dimensionsOf(file)) };
  return JSON.stringify(content);
}
