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
  /** What the action is about, kept with it so a refusal can show what the user wanted beside what is there now. */
  shows?: ShownSubjects;
}

/**
 * One row an action is about, as the user saw it when acting and as the action would have left it:
 * if the server refuses the action, the user sees this beside the row as it is now.
 */
export interface ActionSubject {
  table: string;
  id: string;
  /** Names the row for a person: a catalogue key and its values (e.g. "Item 00010 of PO 4500001"). */
  title: { key: string; values: Record<string, string> };
  /** The row's shown fields when the user acted. */
  seen: Record<string, unknown>;
  /** The same fields as the action would leave them. */
  wanted: Record<string, unknown>;
}

/** How a shown field is put into words: its label's catalogue key, and the key prefix of its coded values. */
export interface ShownField {
  label: string;
  values?: string;
}

export interface ShownSubjects {
  /** The synced tables `subjects` reads. */
  reads: readonly string[];
  /** The fields a subject keeps, in the order they are shown. */
  fields: Readonly<Record<string, ShownField>>;
  /** `args` as the action's schema parsed them. */
  subjects: (before: RowsView, after: RowsView, args: unknown) => ActionSubject[];
}

/** The action's subjects on the view the user sees: the view before, and a copy with the action applied. */
export function subjectsOf<A extends z.ZodType>(spec: MutationSpec<A>, view: RowsView, args: z.infer<A>, userId: string): ActionSubject[] | undefined {
  if (!spec.shows) return undefined;
  const after: RowsView = new Map([...view].map(([table, rows]) => [table, new Map(rows)]));
  spec.overlay(after, args, userId);
  return spec.shows.subjects(view, after, args);
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
