import { sanitizeMessageHtml } from '../../../shared/domain/message-html.ts';
import { serverPurify } from '../../html/purify.ts';

/** A message body as it may be stored (shared/domain/message-html.ts). */
export function sanitizeBody(html: string): string {
  return sanitizeMessageHtml(serverPurify(), html);
}
