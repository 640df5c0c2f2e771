import type { i18n as I18n } from 'i18next';

const formats = new Map<string, Intl.NumberFormat>();

/** The one formatter of numbers for a language, made on first use. */
export function numberFormatFor(language: string): Intl.NumberFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    formats.set(language, format);
  }
  return format;
}

/**
 * `{{n, number}}` through one Intl.NumberFormat per language. i18next's own cache keys a formatter by
 * the value too, so every new number built a new formatter: as the first pull counts its rows, one per
 * page, inside the render that shows the count (40-60 ms on a busy device).
 */
export function withNumberFormat(instance: I18n): I18n {
  instance.services.formatter?.add('number', (value: number, lng: string | undefined) => numberFormatFor(lng ?? instance.language).format(value));
  return instance;
}
