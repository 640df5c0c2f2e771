/**
 * Online users (spec 000 §6, the Permission area's UserOnline page): who is signed in now, from
 * where, since when, with which client. A session counts while it has not ended and not expired.
 * Forcing a user offline is users.ts `forceUserOffline` (DELETE /api/system/OnlineUser/:id).
 */
import { z } from 'zod';
import { menuGate } from '../domain/access.ts';
import { ADMIN_MENU } from '../domain/admin-menus.ts';
import { endpoint, epochMillis, pageOf, pageQuery, timestampParam } from './endpoint.ts';

export const onlineUserRow = z.object({
  /** The session's id (one user may be signed in on several devices). */
  id: z.string(),
  userId: z.string(),
  userAccount: z.string(),
  userName: z.string(),
  organize: z.string(),
  loginTime: epochMillis,
  lastActivityTime: epochMillis,
  loginIPAddress: z.string(),
  /** The client in words ("Chrome on Windows"); the raw user agent beside it. */
  loginSystem: z.string(),
  userAgent: z.string(),
  locked: z.boolean(),
});
export type OnlineUserRow = z.infer<typeof onlineUserRow>;

/** The live sessions, latest activity first; the keyword finds account, name or address. */
export const listOnlineUsers = endpoint({
  method: 'GET',
  path: '/api/system/OnlineUser',
  access: 'unlocked',
  permission: menuGate(ADMIN_MENU.onlineUser),
  query: z.strictObject({ ...timestampParam, ...pageQuery }),
  data: pageOf(onlineUserRow),
});
