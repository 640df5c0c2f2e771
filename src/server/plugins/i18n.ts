import type { FastifyInstance } from 'fastify';
import type { TFunction } from 'i18next';
import { LANGUAGES, type Language } from '../../shared/constants.ts';
import { createTranslator, pickLanguage } from '../../shared/i18n/index.ts';

export type TranslateFn = (key: string, params?: Record<string, string | number>) => string;

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    t: TranslateFn;
  }
}

/** Messages follow the client's language: `Accept-Language`, which the PWA sets to its UI language. */
export function registerI18n(app: FastifyInstance): void {
  const translators = new Map<Language, TranslateFn>(LANGUAGES.map((l) => [l, translatorOf(createTranslator(l).t)]));
  app.decorateRequest('lang', 'zh-CN');
  app.decorateRequest('t', translators.get('zh-CN')!);
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = pickLanguage(request.headers['accept-language']);
    request.t = translators.get(request.lang)!;
    done();
  });
}

/** Texts without parameters kept once translated, at most this many a language (keys come from the code). */
const KEPT_TEXTS = 2000;

/**
 * One language's translate function. Every answer's envelope carries a translated message, and
 * i18next's lookup was a tenth of a PO-list request's own CPU: a text without parameters is kept.
 */
function translatorOf(tf: TFunction): TranslateFn {
  const plain = new Map<string, string>();
  return (key, params) => {
    if (params && Object.keys(params).length > 0) return tf(key, params);
    let text = plain.get(key);
    if (text === undefined) {
      text = tf(key, {});
      if (plain.size < KEPT_TEXTS) plain.set(key, text);
    }
    return text;
  };
}
