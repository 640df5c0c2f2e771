import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

let purify: DOMPurify | undefined;

/** DOMPurify on a jsdom window, made on first use: jsdom is heavy and most requests need none. */
export function serverPurify(): DOMPurify {
  purify ??= createDOMPurify(new JSDOM('').window);
  return purify;
}
