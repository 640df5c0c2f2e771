import type { LogRow } from '../../../shared/contracts/system-logs.ts';
import type { LogCategory } from '../../../shared/contracts/system-logs.ts';
import type { Language } from '../../../shared/constants.ts';
import { describeUserAgent } from '../../../shared/domain/user-agent.ts';
import type { Db } from '../../db/client.ts';
import type { Paged } from '../../db/paged.ts';
import type { TranslateFn } from '../../plugins/i18n.ts';
import { actionOf, menuOfCall, recordOf } from './log-words.ts';
import * as q from './queries.ts';

/** One category of the log as the Logs page shows it; sign-ins come from the login log. */
export async function logPage(db: Db, t: TranslateFn, language: Language, category: LogCategory, filter: q.LogFilter): Promise<Paged<LogRow>> {
  if (category === 'login') {
    const page = await q.loginLogPage(db, filter);
    return {
      ...page,
      list: page.list.map((l) => ({
        id: l.id,
        category,
        userId: l.userId,
        userName: l.account,
        method: '',
        path: '',
        action: '',
        recordId: '',
        status: l.success ? 200 : 401,
        durationMs: null,
        ipAddress: l.ipAddress,
        // Stored as a catalogue key (auth/client-address.ts), read in the reader's language.
        place: l.place ? t(l.place, { defaultValue: l.place }) : '',
        client: describeUserAgent(l.userAgent),
        // The stored reason is a short English phrase (auth/service.ts), read in the reader's language.
        message: l.reason ? t(`admin.log.reasons.${l.reason.replace(/\s+/g, '_')}`, { defaultValue: l.reason }) : '',
        requestId: '',
        creatorTime: l.createdAt.getTime(),
      })),
    };
  }
  const page = await q.systemLogPage(db, category, filter);
  const menus = [...new Set(page.list.flatMap((l) => menuOfCall(l.method, l.route) ?? []))];
  const titles = new Map((await q.menuTitles(db, menus)).map((m) => [m.enCode, m.fullNameI18n?.[language] || m.fullName]));
  return {
    ...page,
    list: page.list.map((l) => ({
      id: l.id,
      category,
      userId: l.userId,
      userName: l.userName,
      method: l.method,
      path: l.path,
      action: actionOf(t, (menu) => titles.get(menu) ?? menu, l.method, l.route),
      recordId: recordOf(l.route, l.path),
      status: l.status,
      durationMs: l.durationMs,
      ipAddress: l.ipAddress,
      place: '',
      client: describeUserAgent(l.userAgent),
      message: l.message,
      requestId: l.requestId,
      creatorTime: l.createdAt.getTime(),
    })),
  };
}
