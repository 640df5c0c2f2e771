/**
 * Codes people and other systems match on (PO and item numbers, supplier codes, plants, purchasing
 * groups, materials, record codes): printable characters only, so two codes that look the same are
 * the same. The refusal names the field (`field.invisible`).
 */
import { z } from 'zod';
import { hasInvisibleCharacter } from '../domain/visible-text.ts';

/** `schema` refusing text with an invisible character; later checks (a pattern) are then not run. */
export function visibleOnly<T extends z.ZodString>(schema: T): T {
  return schema.refine((text) => !hasInvisibleCharacter(text), { message: 'field.invisible', abort: true });
}

/** A required code of at most `max` characters. */
export const code = (max: number) => visibleOnly(z.string().trim().min(1).max(max));

/** An optional code of at most `max` characters ('' allowed). */
export const optionalCode = (max: number) => visibleOnly(z.string().trim().max(max)).optional();
