import { sanitizeMessageHtml } from '../../../shared/domain/message-html.ts';
import { serverPurify } from '../../html/purify.ts';

/** A message body as it may be stored (shared/domain/message-html.ts). */
export async function sanitizeBody(html: string): Promise<string> {
  return sanitizeMessageHtml(await serverPurify(), html);
}
