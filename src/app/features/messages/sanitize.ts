import createDOMPurify, { type DOMPurify } from 'dompurify';
import { sanitizeMessageHtml } from '../../../shared/domain/message-html.ts';

let purify: DOMPurify | undefined;

/** Message bodies are sanitised again before they are rendered, whatever the server stored. */
export function safeHtml(html: string): string {
  purify ??= createDOMPurify(window);
  return sanitizeMessageHtml(purify, html);
}
