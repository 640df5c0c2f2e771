import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { sanitizeMessageHtml } from '../../../shared/domain/message-html.ts';

let purify: DOMPurify | undefined;

/** DOMPurify on a jsdom window, made on first use: jsdom is heavy and most requests need none. */
export function sanitizeBody(html: string): string {
  purify ??= createDOMPurify(new JSDOM('').window);
  return sanitizeMessageHtml(purify, html);
}
