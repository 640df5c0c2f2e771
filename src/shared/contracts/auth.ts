import { z } from 'zod';
import { LAYOUT_TYPES } from '../constants.ts';
import { MD5_HEX } from '../domain/password.ts';
import { bareQuery, endpoint, timestampParam } from './endpoint.ts';

export const sysConfigInfo = z.object({
  sysName: z.string(),
  sysVersion: z.string(),
  logoIcon: z.string(),
  navigationIcon: z.string(),
  copyright: z.string(),
});
export type SysConfigInfo = z.infer<typeof sysConfigInfo>;

const md5 = z.string().regex(MD5_HEX, 'must be the 32-character MD5 hex digest of the password');

/** Form-encoded. `account` may be `mobile@account` for a sub-account. */
export const loginBody = z.strictObject({
  account: z.string().trim().min(1).max(120),
  password: md5,
  origin: z.string().max(20).optional(),
  code: z.string().max(20).optional(),
  timestamp: z.coerce.number().int().optional(),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  scope: z.literal('all'),
  grant_type: z.literal('password'),
});
export const login = endpoint({
  method: 'POST',
  path: '/api/oauth/Login',
  access: 'public',
  form: true,
  body: loginBody,
  data: z.object({ token: z.string(), theme: z.enum(LAYOUT_TYPES), sysConfigInfo }),
});

export const logout = endpoint({
  method: 'GET',
  path: '/api/oauth/Logout',
  access: 'session',
  beforeOwnPassword: true,
  query: bareQuery,
  data: z.null(),
});

/** Without a body (or with an empty one) it locks the session; with account + password it unlocks. */
export const lockScreen = endpoint({
  method: 'POST',
  path: '/api/oauth/LockScreen',
  logAs: 'lockScreen',
  access: 'session',
  beforeOwnPassword: true,
  body: z
    .strictObject({ account: z.string().trim().min(1).max(120), password: md5, timestamp: z.number().optional() })
    .partial()
    .optional(),
  data: z.object({ isLock: z.boolean() }),
});

export const getConfig = endpoint({
  method: 'GET',
  path: '/api/oauth/getConfig/:key',
  access: 'public',
  params: z.strictObject({ key: z.string().min(1).max(64) }),
  query: z.strictObject(timestampParam),
  data: z.object({ key: z.string(), value: z.unknown() }),
});
