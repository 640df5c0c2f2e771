/** `/api/permission/Users/Current/*` (spec 000 §7.1): what a signed-in user reads and changes of their own. */
import { z } from 'zod';
import { LANGUAGES, LAYOUT_TYPES } from '../constants.ts';
import { MD5_HEX } from '../domain/password.ts';
import { bareQuery, endpoint, epochMillis, pageOf, pageQuery, timestampParam } from './endpoint.ts';
import { menuItem } from './current-user.ts';

const base = '/api/permission/Users/Current';
const ok = z.null();

export const baseInfo = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  gender: z.enum(['male', 'female', 'unknown']),
  email: z.string(),
  mobile: z.string(),
  signature: z.string(),
  headIcon: z.string(),
  organizeName: z.string(),
  departmentName: z.string(),
  positionName: z.string(),
  roleName: z.string(),
  theme: z.enum(LAYOUT_TYPES),
  language: z.enum(LANGUAGES),
  /** Registration date and last login time as epoch milliseconds. */
  creatorTime: z.number(),
  lastLogTime: z.number().nullable(),
});
export type BaseInfo = z.infer<typeof baseInfo>;

export const getBaseInfo = endpoint({ method: 'GET', path: `${base}/BaseInfo`, access: 'unlocked', query: bareQuery, data: baseInfo });

/** Mobile numbers: optional leading +, 6 to 20 digits, spaces and dashes allowed between them. */
export const MOBILE_PATTERN = /^\+?\d[\d -]{4,22}\d$/;
/** Also the profile form's validator, so the browser and the server refuse the same input. */
export const baseInfoChange = z.strictObject({
  realName: z.string().trim().min(1).max(50),
  gender: z.enum(['male', 'female', 'unknown']).optional(),
  email: z.union([z.literal(''), z.email().max(120)]).optional(),
  mobile: z.union([z.literal(''), z.string().regex(MOBILE_PATTERN, 'mobile')]).optional(),
  signature: z.string().max(200).optional(),
  /** MD5 digest of the current password: required when the e-mail changes (it can reset the password). */
  password: z.string().regex(MD5_HEX, 'must be the MD5 hex digest').optional(),
});
export type BaseInfoChange = z.infer<typeof baseInfoChange>;
export const updateBaseInfo = endpoint({ method: 'PUT', path: `${base}/BaseInfo`, logAs: 'baseInfo', access: 'unlocked', body: baseInfoChange, data: ok });

/** oldPassword is the MD5 digest (as at login); the new one is plain so the server can check the rule. */
export const modifyPassword = endpoint({
  method: 'POST',
  path: `${base}/Actions/ModifyPassword`,
  logAs: 'password',
  access: 'unlocked',
  beforeOwnPassword: true,
  body: z.strictObject({
    oldPassword: z.string().regex(MD5_HEX, 'must be the MD5 hex digest'),
    password: z.string().min(1).max(128),
    confirmPassword: z.string().min(1).max(128),
  }),
  data: ok,
});

/**
 * The PO area's account settings (spec 000 §2.5, §5): the same change under the PO rule, at least 12
 * characters with numbers, letters and special characters (poPasswordProblems). Spec-silent path.
 */
export const modifyPoPassword = endpoint({
  method: 'POST',
  path: `${base}/Actions/ModifyPoPassword`,
  logAs: 'poPassword',
  access: 'unlocked',
  body: modifyPassword.body,
  data: ok,
});

export const setSystemTheme = endpoint({
  method: 'PUT',
  path: `${base}/SystemTheme`,
  logAs: 'theme',
  access: 'unlocked',
  body: z.strictObject({ theme: z.enum(LAYOUT_TYPES) }),
  data: ok,
});

export const setSystemLanguage = endpoint({
  method: 'PUT',
  path: `${base}/SystemLanguage`,
  logAs: 'language',
  access: 'unlocked',
  beforeOwnPassword: true,
  body: z.strictObject({ language: z.enum(LANGUAGES) }),
  data: ok,
});

const avatarCall = {
  method: 'PUT',
  access: 'unlocked',
  params: z.strictObject({ name: z.string().regex(/^[\w.-]{1,100}\.(png|jpe?g|gif|webp|bmp)$/i, 'must be an image file name') }),
  data: ok,
} as const;

/**
 * Makes an image the caller uploaded their avatar (`headIcon`): `name` is the stored name an image
 * upload answers (`<fileVersionId>.<extension>`, fileType `image`); anything else is refused naming
 * `name`, so no one's avatar points at a file that is not theirs to show.
 */
export const setAvatar = endpoint({ logAs: 'avatar', ...avatarCall, path: `${base}/Avatar/:name` });

/**
 * The same call as spec 000 spells it (`current` in lower case, spec 001 and every other Current call
 * `Current`). An alias rather than a case-insensitive route: Fastify's case sensitivity is one switch
 * for the whole server, and every other path is matched exactly as written.
 */
export const setAvatarLowerCase = endpoint({ logAs: 'avatar', ...avatarCall, path: '/api/permission/Users/current/Avatar/:name' });

export const subordinate = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  headIcon: z.string(),
  departmentName: z.string(),
  positionName: z.string(),
  isLeaf: z.boolean(),
});
/** `id` 0 lists my direct reports; another id lists that person's, if they report to me (directly or not). */
export const getSubordinates = endpoint({
  method: 'GET',
  path: `${base}/Subordinate/:id`,
  access: 'unlocked',
  params: z.strictObject({ id: z.string().min(1).max(64) }),
  query: bareQuery,
  data: z.array(subordinate),
});

const authorizeItem = z.object({ id: z.string(), fullName: z.string(), enCode: z.string(), moduleId: z.string() });
export const getAuthorize = endpoint({
  method: 'GET',
  path: `${base}/Authorize`,
  access: 'unlocked',
  query: bareQuery,
  data: z.object({
    module: z.array(menuItem),
    button: z.array(authorizeItem),
    column: z.array(authorizeItem),
    form: z.array(authorizeItem),
  }),
});

export const loginLogEntry = z.object({
  id: z.string(),
  creatorTime: z.number(),
  ipAddress: z.string(),
  ipAddressName: z.string(),
  platForm: z.string(),
  success: z.boolean(),
  abstracts: z.string(),
});
export const getSystemLog = endpoint({
  method: 'GET',
  path: `${base}/SystemLog`,
  access: 'unlocked',
  query: z.strictObject({
    ...timestampParam,
    ...pageQuery,
    startTime: epochMillis.optional(),
    endTime: epochMillis.optional(),
  }),
  data: pageOf(loginLogEntry),
});

const membership = z.object({ id: z.string(), fullName: z.string(), isDefault: z.boolean() });
export const getUserOrganizes = endpoint({ method: 'GET', path: `${base}/getUserOrganizes`, access: 'unlocked', query: bareQuery, data: z.array(membership) });
export const getUserPositions = endpoint({ method: 'GET', path: `${base}/getUserPositions`, access: 'unlocked', query: bareQuery, data: z.array(membership) });

/** Switches the user's major (default) organisation or position to one they belong to. */
export const setMajor = endpoint({
  method: 'PUT',
  path: `${base}/major`,
  logAs: 'major',
  access: 'unlocked',
  body: z.strictObject({ majorType: z.enum(['Organize', 'Position']), majorId: z.string().min(1).max(64) }),
  data: ok,
});
