/**
 * Dictionaries (spec 001 §7 "Dictionary"): types are a tree of categories, each type's items a flat
 * list or, with `isTree`, a tree. The administration calls are gated by System → Dictionaries; the
 * reads a form widget makes (`Data/Selector`, `All`, the lowercase `dictionarydata/{type}`) are open to
 * every signed-in user, as the dictionaries already sync to every device. A type is named in a path by
 * its id or its code (`PlantLA`), as the original accepts both. Spec-silent decision: deleting refuses
 * while sub-types or items remain. Export and import: dictionary-transfer.ts.
 */
import { z } from 'zod';
import { SIGNED_IN, menuGate } from '../domain/access.ts';
import { ADMIN_MENU, BUTTON } from '../domain/admin-menus.ts';
import { localNames, NO_LOCAL_NAMES, type LocalNames } from '../domain/local-names.ts';
import { description, enCode, enabledMark, entityId, fullName, idParams, selectorParams, sortCode } from './admin-fields.ts';
import { bareQuery, endpoint, pageQuery, timestampParam } from './endpoint.ts';

export const treeMark = z.union([z.literal(0), z.literal(1)]);
/** `null` (or absent) places a record at the top. */
export const parentRef = entityId.nullable().default(null);

export interface DictionaryTypeNode {
  id: string;
  parentId: string | null;
  /** The name as entered; `fullNameI18n` holds it per language (the page shows the reader's). */
  fullName: string;
  fullNameI18n: LocalNames;
  enCode: string;
  isTree: 0 | 1;
  description: string;
  sortCode: number;
  creatorTime: number;
  hasChildren: boolean;
  children: DictionaryTypeNode[];
}
export const dictionaryTypeNode: z.ZodType<DictionaryTypeNode> = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  fullName: z.string(),
  fullNameI18n: localNames,
  enCode: z.string(),
  isTree: treeMark,
  description: z.string(),
  sortCode: z.number().int(),
  creatorTime: z.number(),
  hasChildren: z.boolean(),
  get children() {
    return z.array(dictionaryTypeNode);
  },
});
const typeTree = z.object({ list: z.array(dictionaryTypeNode) });

/** An item as the Dictionaries page lists it; a column the viewer's column permission hides is absent. */
export interface DictionaryItemNode {
  id: string;
  parentId: string | null;
  dictionaryTypeId: string;
  fullName: string;
  fullNameI18n: LocalNames;
  enCode: string;
  enabledMark: 0 | 1;
  description?: string;
  sortCode?: number;
  creatorTime?: number;
  hasChildren: boolean;
  children: DictionaryItemNode[];
}
export const dictionaryItemNode: z.ZodType<DictionaryItemNode> = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  dictionaryTypeId: z.string(),
  fullName: z.string(),
  fullNameI18n: localNames,
  enCode: z.string(),
  enabledMark,
  description: z.string().optional(),
  sortCode: z.number().int().optional(),
  creatorTime: z.number().optional(),
  hasChildren: z.boolean(),
  get children() {
    return z.array(dictionaryItemNode);
  },
});
const itemTree = z.object({ list: z.array(dictionaryItemNode) });

/** What a select or tree-select widget shows: enabled items only, named in the reader's language. */
export interface DictionaryOption {
  id: string;
  fullName: string;
  enCode: string;
  children: DictionaryOption[];
}
export const dictionaryOption: z.ZodType<DictionaryOption> = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  get children() {
    return z.array(dictionaryOption);
  },
});

export const typeParams = z.strictObject({ typeId: entityId });

// ---- Types --------------------------------------------------------------------------------------

export const listDictionaryTypes = endpoint({
  method: 'GET',
  path: '/api/system/DictionaryType',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.dictionary),
  query: bareQuery,
  data: typeTree,
});

/** The types a type may be placed under: all but `id` and its own sub-types (`0` for a new one). */
export const dictionaryTypeSelector = endpoint({
  method: 'GET',
  path: '/api/system/DictionaryType/Selector/:id',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.dictionary),
  query: bareQuery,
  params: selectorParams,
  data: typeTree,
});

export const dictionaryTypeForm = z.strictObject({
  parentId: parentRef,
  fullName,
  fullNameI18n: localNames.default(NO_LOCAL_NAMES),
  enCode,
  isTree: treeMark.default(0),
  description,
  sortCode,
});

export const createDictionaryType = endpoint({
  method: 'POST',
  path: '/api/system/DictionaryType',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.dictionary, BUTTON.add),
  successMsg: 'admin.created',
  body: dictionaryTypeForm,
  data: z.object({ id: z.string() }),
});

/** Turning a tree into a flat list is refused while items are nested: they would lose their place. */
export const updateDictionaryType = endpoint({
  method: 'PUT',
  path: '/api/system/DictionaryType/:id',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.dictionary, BUTTON.edit),
  successMsg: 'admin.updated',
  params: idParams,
  body: dictionaryTypeForm,
  data: z.null(),
});

export const getDictionaryType = endpoint({
  method: 'GET',
  path: '/api/system/DictionaryType/:id',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.dictionary),
  query: bareQuery,
  params: idParams,
  data: dictionaryTypeNode,
});

/** Refused while the type has sub-types or items. */
export const deleteDictionaryType = endpoint({
  method: 'DELETE',
  path: '/api/system/DictionaryType/:id',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.dictionary, BUTTON.remove),
  successMsg: 'admin.deleted',
  params: idParams,
  data: z.null(),
});

// ---- Items --------------------------------------------------------------------------------------

/**
 * The items of a type for its administration, disabled ones included: a tree for a tree type (unless
 * `isTree=0` or a keyword asks for a flat list), the keyword matching name or code.
 */
export const listDictionaryData = endpoint({
  method: 'GET',
  path: '/api/system/DictionaryData/:typeId',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.dictionary),
  query: z.strictObject({ ...timestampParam, keyword: pageQuery.keyword, isTree: z.enum(['0', '1']).optional() }),
  params: typeParams,
  data: itemTree,
});

/** A widget's read of one type (the original's lowercase path): its enabled items, flat, in order, named in the reader's language. */
export const dictionaryDataByType = endpoint({
  method: 'GET',
  path: '/api/system/dictionarydata/:typeId',
  access: 'unlocked',
  permission: SIGNED_IN,
  query: bareQuery,
  params: typeParams,
  data: z.object({ list: z.array(z.object({ id: z.string(), parentId: z.string().nullable(), fullName: z.string(), enCode: z.string() })) }),
});

/** Every type with its enabled items, the shape the client's dictionary store keeps, named in the reader's language. */
export const allDictionaries = endpoint({
  method: 'GET',
  path: '/api/system/DictionaryData/All',
  access: 'unlocked',
  permission: SIGNED_IN,
  query: bareQuery,
  data: z.object({
    list: z.array(z.object({ id: z.string(), enCode: z.string(), fullName: z.string(), isTree: treeMark, dictionaryList: z.array(dictionaryOption) })),
  }),
});

/** The items an item of the type may be placed under: all but `id` and its own sub-items (`0` for a new one). */
export const dictionaryDataParentSelector = endpoint({
  method: 'GET',
  path: '/api/system/DictionaryData/:typeId/Selector/:id',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.dictionary),
  query: z.strictObject({ ...timestampParam, isTree: z.enum(['0', '1']).optional() }),
  params: z.strictObject({ typeId: entityId, id: selectorParams.shape.id }),
  data: itemTree,
});

/** A select or tree-select widget's options: the type's enabled items (a tree for a tree type). */
export const dictionaryDataSelector = endpoint({
  method: 'GET',
  path: '/api/system/DictionaryData/:typeId/Data/Selector',
  access: 'unlocked',
  permission: SIGNED_IN,
  query: bareQuery,
  params: typeParams,
  data: z.object({ isTree: treeMark, list: z.array(dictionaryOption) }),
});

export const dictionaryDataForm = z.strictObject({
  dictionaryTypeId: entityId,
  parentId: parentRef,
  fullName,
  fullNameI18n: localNames.default(NO_LOCAL_NAMES),
  enCode,
  enabledMark: enabledMark.default(1),
  description,
  sortCode,
});

export const createDictionaryData = endpoint({
  method: 'POST',
  path: '/api/system/DictionaryData',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.dictionary, BUTTON.add),
  successMsg: 'admin.created',
  body: dictionaryDataForm,
  data: z.object({ id: z.string() }),
});

/** An item stays in its type (`dictionaryTypeId` must be its own). */
export const updateDictionaryData = endpoint({
  method: 'PUT',
  path: '/api/system/DictionaryData/:id',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.dictionary, BUTTON.edit),
  successMsg: 'admin.updated',
  params: idParams,
  body: dictionaryDataForm,
  data: z.null(),
});

export const getDictionaryData = endpoint({
  method: 'GET',
  path: '/api/system/DictionaryData/:id/Info',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.dictionary),
  query: bareQuery,
  params: idParams,
  data: dictionaryItemNode,
});

/** Refused while the item has sub-items. */
export const deleteDictionaryData = endpoint({
  method: 'DELETE',
  path: '/api/system/DictionaryData/:id',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.dictionary, BUTTON.remove),
  successMsg: 'admin.deleted',
  params: idParams,
  data: z.null(),
});

/** Enables or disables an item; a disabled item leaves the widgets' options (and devices' pickers). */
export const toggleDictionaryDataState = endpoint({
  method: 'PUT',
  path: '/api/system/DictionaryData/:id/Actions/State',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.dictionary, BUTTON.edit),
  successMsg: 'admin.updated',
  params: idParams,
  data: z.object({ enabledMark }),
});
