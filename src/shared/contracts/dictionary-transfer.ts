/**
 * A dictionary moved between systems (spec 001 §7 "Dictionary": Export; Import is spec-silent): a type
 * and its items by code, not id, parents before children. Import creates a new type from such a file.
 */
import { z } from 'zod';
import { menuGate } from '../domain/access.ts';
import { localNames } from '../domain/local-names.ts';
import { ADMIN_MENU, BUTTON } from '../domain/admin-menus.ts';
import { description, enCode, enabledMark, fullName, sortCode } from './admin-fields.ts';
import { parentRef, treeMark, typeParams } from './dictionaries.ts';
import { bareQuery, endpoint } from './endpoint.ts';

/** A type and its items by code, parents before children: what Export gives and Import takes. */
export const dictionaryDocument = z.strictObject({
  type: z.strictObject({ fullName, fullNameI18n: localNames.optional(), enCode, isTree: treeMark, description, sortCode }),
  items: z
    .array(
      z.strictObject({
        fullName,
        fullNameI18n: localNames.optional(),
        enCode,
        parentCode: enCode.nullable().default(null),
        enabledMark: enabledMark.default(1),
        description,
        sortCode,
      }),
    )
    .max(20_000),
});
export type DictionaryDocument = z.infer<typeof dictionaryDocument>;

/** The document as Export gives it: a column the viewer's column permission hides is left out (Import gives it its default). */
export const exportedDictionary = z.strictObject({
  type: dictionaryDocument.shape.type,
  items: z.array(
    z.strictObject({
      fullName: z.string(),
      fullNameI18n: localNames,
      enCode: z.string(),
      parentCode: z.string().nullable(),
      enabledMark: z.union([z.literal(0), z.literal(1)]),
      description: z.string().optional(),
      sortCode: z.number().int().optional(),
    }),
  ),
});
export type ExportedDictionary = z.infer<typeof exportedDictionary>;

export const exportDictionary = endpoint({
  method: 'GET',
  path: '/api/system/DictionaryData/:typeId/Action/Export',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.dictionary, BUTTON.export),
  query: bareQuery,
  params: typeParams,
  data: exportedDictionary,
});

/**
 * Creates a new type from an exported document, under `parentId`; a code already used by a type is
 * refused under `type.enCode`, an item's unknown or later parent under `items.N.parentCode`.
 */
export const importDictionary = endpoint({
  method: 'POST',
  path: '/api/system/DictionaryData/Action/Import',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.dictionary, BUTTON.import),
  successMsg: 'admin.dictionary.imported',
  body: dictionaryDocument.extend({ parentId: parentRef }),
  data: z.object({ id: z.string(), items: z.number().int() }),
});
