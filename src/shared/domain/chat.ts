import { EMOJI_TABLE } from './emoji-table.ts';
import { FILE_TYPES } from './files.ts';
import type { RoleKind } from './roles.ts';

/** Chat sends images only (spec 000 §5): the type map's image extensions. */
export const CHAT_IMAGE_EXTENSIONS: readonly string[] = FILE_TYPES.image;

export const isImageExtension = (extension: string): boolean => CHAT_IMAGE_EXTENSIONS.includes(extension.toLowerCase());

/**
 * Whom a user's chat contact list shows (docs/decisions/0032-chat-contacts-and-delivery.md), which
 * is also whose presence the user learns: a vendor (not an administrator) is fenced to staff
 * accounts (no supplier code) and the accounts of its own supplier codes, never another vendor's;
 * anyone else sees every account.
 */
export type ContactFence = { fenced: false } | { fenced: true; supplierCodes: readonly string[] };

export function contactFenceOf(user: { roleKind: RoleKind; isAdministrator: boolean; supplierCodes: readonly string[] }): ContactFence {
  return !user.isAdministrator && user.roleKind === 'vendor' ? { fenced: true, supplierCodes: user.supplierCodes } : { fenced: false };
}

/** Whether the fence lets its user see an account with these supplier codes (the SQL contact scope says the same). */
export function fenceShows(fence: ContactFence, supplierCodes: readonly string[]): boolean {
  return !fence.fenced || supplierCodes.length === 0 || supplierCodes.some((code) => fence.supplierCodes.includes(code));
}

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
export const withEmoji = (text: string): string =>
  splitEmoji(text)
    .map((p) => ('emoji' in p ? p.emoji : p.text))
    .join('');
