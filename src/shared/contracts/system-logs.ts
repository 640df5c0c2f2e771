/**
 * System → Logs: sign-ins (login_log), requests (reads), operations (writes that
 * succeeded) and exceptions (answers of 500, with the error the caller never saw), with filters and
 * paging, and how many days each is kept. Spec-silent paths in the original's style.
 */
import { z } from 'zod';
import { menuGate } from '../domain/access.ts';
import { ADMIN_MENU, BUTTON } from '../domain/admin-menus.ts';
import { endpoint, epochMillis, pageOf, pageQuery, timestampParam } from './endpoint.ts';

export const LOG_CATEGORIES = ['login', 'request', 'operation', 'exception'] as const;
export type LogCategory = (typeof LOG_CATEGORIES)[number];

/**
 * Records kept for a while like the logs, then removed by the same sweep: mail sent or given up,
 * sessions ended or expired, data-interface calls.
 */
export const KEPT_RECORDS = ['mail', 'session', 'dataInterface'] as const;
export const RETENTION_KEYS = [...LOG_CATEGORIES, ...KEPT_RECORDS] as const;

const days = z.coerce.number().int().min(1).max(3650);
/**
 * Days each category is kept before the sweep (on start, then every six hours) removes it. The kept
 * records came later: a setting saved without them, or a client not sending them, gets their defaults.
 */
export const logRetention = z.strictObject({
  login: days,
  request: days,
  operation: days,
  exception: days,
  mail: days.default(90),
  session: days.default(90),
  dataInterface: days.default(90),
});
export type LogRetention = z.infer<typeof logRetention>;
export const LOG_RETENTION_DEFAULTS: LogRetention = { login: 180, request: 30, operation: 365, exception: 90, mail: 90, session: 90, dataInterface: 90 };

export const logRow = z.object({
  id: z.string(),
  category: z.enum(LOG_CATEGORIES),
  userId: z.string().nullable(),
  /** The account signing in (sign-ins), or the caller's name. */
  userName: z.string(),
  method: z.string(),
  path: z.string(),
  /** What the call did, in words: the page and button its permission names ("Users · Reset password"); '' for sign-ins. */
  action: z.string(),
  /** The record its address names (its id), or ''. */
  recordId: z.string(),
  status: z.number().int(),
  /** Null for sign-ins. */
  durationMs: z.number().int().nullable(),
  ipAddress: z.string(),
  /** Where the address is (sign-ins), else empty. */
  place: z.string(),
  /** The client in words. */
  client: z.string(),
  /** The refusal of a failed sign-in, or the error of an exception. */
  message: z.string(),
  requestId: z.string(),
  creatorTime: epochMillis,
});
export type LogRow = z.infer<typeof logRow>;

const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One category, newest first; `keyword` finds the user, address or path; `startTime`/`endTime` are days (inclusive). */
export const listSystemLogs = endpoint({
  method: 'GET',
  path: '/api/system/Log',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.systemLog),
  query: z
    .strictObject({ ...timestampParam, ...pageQuery, category: z.enum(LOG_CATEGORIES), startTime: ymd.optional(), endTime: ymd.optional() })
    .refine((q) => !q.startTime || !q.endTime || q.startTime <= q.endTime, { path: ['endTime'], message: 'before startTime' }),
  data: pageOf(logRow),
});

export const getLogRetention = endpoint({
  method: 'GET',
  path: '/api/system/Log/Retention',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.systemLog),
  query: z.strictObject(timestampParam),
  data: logRetention,
});

export const setLogRetention = endpoint({
  method: 'PUT',
  path: '/api/system/Log/Retention',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.systemLog, BUTTON.edit),
  successMsg: 'admin.saved',
  body: logRetention,
  data: z.null(),
});
