import type { QueryOf } from '../../../shared/contracts/endpoint.ts';
import type { listOnlineUsers, OnlineUserRow } from '../../../shared/contracts/online-users.ts';
import type { Paged } from '../../db/paged.ts';
import { describeUserAgent } from '../../../shared/domain/user-agent.ts';
import type { Db } from '../../db/client.ts';
import type { Language } from '../../../shared/constants.ts';
import * as q from './queries.ts';

export async function onlineUsers(db: Db, query: QueryOf<typeof listOnlineUsers>, language: Language): Promise<Paged<OnlineUserRow>> {
  const page = await q.onlineSessionPage(db, { ...query, language });
  return {
    ...page,
    list: page.list.map((s) => ({
      id: s.id,
      userId: s.userId,
      userAccount: s.account,
      userName: s.realName,
      organize: s.organize,
      loginTime: s.createdAt.getTime(),
      lastActivityTime: s.lastSeenAt.getTime(),
      loginIPAddress: s.ipAddress,
      loginSystem: describeUserAgent(s.userAgent),
      userAgent: s.userAgent,
      locked: s.locked,
    })),
  };
}
