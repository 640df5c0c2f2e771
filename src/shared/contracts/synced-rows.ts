import { z } from 'zod';
import { LANGUAGES, LAYOUT_TYPES } from '../constants.ts';
import { localNames } from '../domain/local-names.ts';
import { MESSAGE_SYNCED_TABLES } from './message-rows.ts';
import { PO_SYNCED_TABLES } from './po-rows.ts';
import { defineSyncedTable } from './synced-table.ts';

/**
 * The rows each synced table sends down, by table name. Server and client agree on them here; the
 * client's Dexie tables hold exactly these.
 */
export const dictionaryTypeRow = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  enCode: z.string(),
  fullName: z.string(),
  /** Null for a type named in one language only (and absent from rows pulled before it was sent). */
  fullNameI18n: localNames.partial().nullable(),
  isTree: z.boolean(),
  sortCode: z.number().int(),
});
export type DictionaryTypeRow = z.infer<typeof dictionaryTypeRow>;

export const dictionaryItemRow = z.object({
  id: z.string(),
  typeId: z.string(),
  parentId: z.string().nullable(),
  enCode: z.string(),
  fullName: z.string(),
  fullNameI18n: localNames.partial().nullable(),
  description: z.string(),
  sortCode: z.number().int(),
  enabled: z.boolean(),
});
export type DictionaryItemRow = z.infer<typeof dictionaryItemRow>;

/** The signed-in user's own account, as their devices keep it. */
export const profileRow = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  email: z.string(),
  mobile: z.string(),
  gender: z.string(),
  signature: z.string(),
  headIcon: z.string(),
  theme: z.enum(LAYOUT_TYPES),
  language: z.enum(LANGUAGES),
});
export type ProfileRow = z.infer<typeof profileRow>;

/** Every synced table, in the order a device's store lists them; a later domain adds its tables here. */
export const SYNCED_TABLES = {
  dictionaryTypes: defineSyncedTable(dictionaryTypeRow, ['enCode']),
  dictionaryItems: defineSyncedTable(dictionaryItemRow, ['typeId']),
  profile: defineSyncedTable(profileRow),
  ...PO_SYNCED_TABLES,
  ...MESSAGE_SYNCED_TABLES,
} as const;
export type SyncedTableName = keyof typeof SYNCED_TABLES;
/** A row as the device holds it: the synced shape and the rev it was pulled at. */
export type SyncedRow<N extends SyncedTableName> = z.infer<(typeof SYNCED_TABLES)[N]['row']> & { _rev?: number };
