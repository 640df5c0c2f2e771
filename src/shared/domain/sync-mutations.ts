import { z } from 'zod';
import { LANGUAGES, LAYOUT_TYPES } from '../constants.ts';

/** What the overlay works on: rows by id, per synced table. */
export type RowsView = Map<string, Map<string, Record<string, unknown>>>;

/**
 * A domain mutation as both sides know it: its name, its arguments, and its optimistic effect. The
 * server applies it for real (its registry adds the handler); the client shows `overlay` on top of
 * the pulled rows until the server's answer arrives. Both read the same rules from here.
 */
export interface MutationSpec<A extends z.ZodType> {
  name: string;
  args: A;
  /** The effect the user sees at once; must be pure and leave rows it cannot find alone. */
  overlay: (view: RowsView, args: z.infer<A>, userId: string) => void;
  /** The synced tables `expectFrom` reads: the view it is given holds only these. */
  reads?: readonly string[];
  /** The preconditions the action is decided on, read from what the user sees (e.g. the item's rev). */
  expectFrom?: (view: RowsView, args: z.infer<A>, userId: string) => Record<string, unknown> | undefined;
}

export function mutationSpec<A extends z.ZodType>(spec: MutationSpec<A>): MutationSpec<A> {
  return spec;
}

/** Sets fields of one row, if the view holds it (copy on write: the pulled rows stay untouched). */
export function patchRow(view: RowsView, table: string, id: string, patch: Record<string, unknown>): void {
  const rows = view.get(table);
  const row = rows?.get(id);
  if (rows && row) rows.set(id, { ...row, ...patch });
}

export const setLayoutMutation = mutationSpec({
  name: 'profile.setLayout',
  args: z.strictObject({ theme: z.enum(LAYOUT_TYPES) }),
  overlay: (view, args, userId) => patchRow(view, 'profile', userId, { theme: args.theme }),
});

export const setLanguageMutation = mutationSpec({
  name: 'profile.setLanguage',
  args: z.strictObject({ language: z.enum(LANGUAGES) }),
  overlay: (view, args, userId) => patchRow(view, 'profile', userId, { language: args.language }),
});

/** Every mutation the platform knows, by name: the client's overlay and the server's registry both start here. */
export const PLATFORM_MUTATIONS: readonly MutationSpec<z.ZodType>[] = [setLayoutMutation, setLanguageMutation];
