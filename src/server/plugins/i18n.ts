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
  const translators = new Map<Language, TFunction>(LANGUAGES.map((l) => [l, createTranslator(l).t]));
  const translate = (lang: Language): TranslateFn => {
    const tf = translators.get(lang)!;
    return (key, params) => tf(key, params ?? {});
  };
  app.decorateRequest('lang', 'zh-CN');
  app.decorateRequest('t', translate('zh-CN'));
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = pickLanguage(request.headers['accept-language']);
    request.t = translate(request.lang);
    done();
  });
}
