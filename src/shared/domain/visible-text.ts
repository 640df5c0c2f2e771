/**
 * Characters that do not show: controls, format characters (zero-width space and joiners, the byte
 * order mark, direction marks and overrides, the soft hyphen), line and paragraph separators, and the
 * other code points Unicode says to render as nothing (Hangul fillers, variation selectors, tags).
 * A code holding one looks like another code and is not the same (`4500012345` with a zero-width
 * space inside reads as `4500012345`).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

export function hasInvisibleCharacter(text: string): boolean {
  return INVISIBLE.test(text);
}
