import createDOMPurify, { type DOMPurify } from 'dompurify';

let purify: Promise<DOMPurify> | undefined;

/**
 * DOMPurify on a jsdom window, made on first use: jsdom alone is 66 MB of a server's memory once
 * imported, and most servers sanitise nothing for hours (loaded at start, it would sit in every idle
 * server's RSS).
 */
export function serverPurify(): Promise<DOMPurify> {
  purify ??= import('jsdom').then(({ JSDOM }) => createDOMPurify(new JSDOM('').window));
  return purify;
}
