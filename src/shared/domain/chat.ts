import { EMOJI_TABLE } from './emoji-table.ts';
import { FILE_TYPES } from './files.ts';

/** Chat sends images only (spec 000 §5): the type map's image extensions. */
export const CHAT_IMAGE_EXTENSIONS: readonly string[] = FILE_TYPES.image;

export const isImageExtension = (extension: string): boolean => CHAT_IMAGE_EXTENSIONS.includes(extension.toLowerCase());

const EMOJI_BY_ALIAS = new Map(EMOJI_TABLE.map(([, emoji, alias]) => [alias, emoji]));
const ALIAS = /\[[a-z0-9_+-]{1,40}\]/g;

export type TextPart = { text: string } | { emoji: string; alias: string };

/** Splits message text so that each alias of the emoji table (e.g. `[smile]`) shows as its emoji. */
export function splitEmoji(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(ALIAS)) {
    const emoji = EMOJI_BY_ALIAS.get(match[0]);
    if (!emoji) continue;
    if (match.index > from) parts.push({ text: text.slice(from, match.index) });
    parts.push({ emoji, alias: match[0] });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}

/** The text as a conversation list shows it: aliases as emoji. */
export const withEmoji = (text: string): string => splitEmoji(text).map((p) => ('emoji' in p ? p.emoji : p.text)).join('');
