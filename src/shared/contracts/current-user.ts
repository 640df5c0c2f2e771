import { z } from 'zod';
import { LANGUAGES, LAYOUT_TYPES, type Language } from '../constants.ts';
import { bareQuery, endpoint } from './endpoint.ts';
import { sysConfigInfo } from './auth.ts';

/** A menu's title per language (zh-CN, zh-TW, en); a language without one shows `fullName`. */
export type MenuTitles = Partial<Record<Language, string>>;
export const menuTitles = z.partialRecord(z.enum(LANGUAGES), z.string());

export interface MenuItem {
  id: string;
  parentId: string | null;
  fullName: string;
  fullNameI18n: MenuTitles | null;
  enCode: string;
  icon: string;
  type: number;
  urlAddress: string;
  linkTarget: string;
  category: string;
  propertyJson: string;
  sortCode: number;
  hidden: boolean;
  hasChildren: boolean;
  children: MenuItem[];
}
export const menuItem: z.ZodType<MenuItem> = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  fullName: z.string(),
  fullNameI18n: menuTitles.nullable(),
  enCode: z.string(),
  icon: z.string(),
  type: z.number().int().min(1).max(8),
  urlAddress: z.string(),
  linkTarget: z.string(),
  category: z.string(),
  propertyJson: z.string(),
  sortCode: z.number().int(),
  hidden: z.boolean(),
  hasChildren: z.boolean(),
  get children() {
    return z.array(menuItem);
  },
});

export const permissionItem = z.object({ id: z.string(), fullName: z.string(), enCode: z.string() });
export type PermissionItem = z.infer<typeof permissionItem>;
export const permissionEntry = z.object({
  modelId: z.string(),
  moduleName: z.string(),
  button: z.array(permissionItem),
  column: z.array(permissionItem),
  form: z.array(permissionItem),
  resource: z.array(permissionItem),
});
export type PermissionEntry = z.infer<typeof permissionEntry>;

export const userInfo = z.object({
  userId: z.string(),
  userAccount: z.string(),
  account: z.string(),
  userName: z.string(),
  realName: z.string(),
  headIcon: z.string(),
  email: z.string(),
  mobile: z.string(),
  portalId: z.string(),
  /** The enabled roles' names, joined by commas; they confer nothing (see roleKind). */
  roleName: z.string(),
  /** Vendor, buyer or other, from the enabled roles' kinds: what the route guard fences by. */
  roleKind: z.enum(['vendor', 'buyer', 'other']),
  roleIds: z.array(z.string()),
  organizeId: z.string().nullable(),
  organizeName: z.string(),
  departmentId: z.string().nullable(),
  departmentName: z.string(),
  positionIds: z.array(z.string()),
  isAdministrator: z.boolean(),
  /** Vendor accounts: the supplier codes whose POs they see. Buyers: their plants / purchasing groups. */
  supplierCodes: z.array(z.string()),
  plants: z.array(z.string()),
  purchasingGroups: z.array(z.string()),
  theme: z.enum(LAYOUT_TYPES),
  /** null: the user has not had a language yet; the first sign-in saves the one signed in with. */
  language: z.enum(LANGUAGES).nullable(),
  isLock: z.boolean(),
  /** Someone else chose the password: the user must set their own (at /newUser) before anything else. */
  passwordChangeRequired: z.boolean(),
  prevLogin: z.boolean(),
  prevLoginTime: z.number().nullable(),
  prevLoginIPAddress: z.string(),
  prevLoginIPAddressName: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const currentUser = endpoint({
  method: 'GET',
  path: '/api/oauth/CurrentUser',
  access: 'session',
  beforeOwnPassword: true,
  query: bareQuery,
  data: z.object({
    menuList: z.array(menuItem),
    permissionList: z.array(permissionEntry),
    userInfo,
    sysConfigInfo,
  }),
});
export type CurrentUser = z.infer<typeof currentUser.data>;
