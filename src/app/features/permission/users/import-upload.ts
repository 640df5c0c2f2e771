import { BUSINESS_CODE } from '../../../../shared/constants.ts';
import { errorEnvelope } from '../../../../shared/contracts/endpoint.ts';
import { userImportUpload, type UserImportPreview } from '../../../../shared/contracts/user-transfer.ts';
import { ApiError } from '../../../api/client.ts';
import { tokenStore } from '../../../api/token.ts';
import { currentLanguage, i18n } from '../../../i18n.ts';

/**
 * Sends the workbook to ImportPreview (multipart, part `file`) and answers the server's dry run; a
 * refusal throws its message (a 400 about the file carries it under `fields.file` too).
 */
export async function uploadUserWorkbook(file: File): Promise<UserImportPreview> {
  const form = new FormData();
  form.append('file', file, file.name);
  const headers: Record<string, string> = { 'accept-language': currentLanguage(), 'jnpf-origin': 'pc' };
  const token = tokenStore.get();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  let json: unknown;
  try {
    response = await fetch(userImportUpload.path, { method: 'POST', headers, body: form });
    json = await response.json();
  } catch {
    throw new ApiError(0, 0, i18n.t('common.requestError'));
  }
  const envelope = errorEnvelope.safeParse(json);
  if (!envelope.success) throw new ApiError(response.status, response.status, i18n.t('common.requestError'));
  const { code, msg, data } = envelope.data;
  if (code !== BUSINESS_CODE.ok) throw new ApiError(response.status, code, msg || i18n.t('common.requestError'), data);
  const parsed = userImportUpload.data.safeParse(data);
  if (!parsed.success) throw new ApiError(response.status, 500, i18n.t('common.requestError'));
  return parsed.data;
}
