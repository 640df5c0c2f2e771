import type { MessageRecipientRow, MessageRow } from '../../../shared/contracts/message-rows.ts';
import type { MessageInfo, MessageListItem } from '../../../shared/contracts/messages.ts';
import { NOTICE_TYPE, type MessageType } from '../../../shared/contracts/messages.ts';
import { offlineDb } from '../../offline/store.ts';

export interface RecordArgs {
  page: number;
  pageSize: number;
  keyword: string;
  type: MessageType | null;
}

/**
 * The message record as this device holds it (synced rows), in the API's shapes: what the centre and
 * the drawer show offline. The server's order and filters, applied here.
 */
async function heldMessages(userId: string): Promise<{ message: MessageRow; copy: MessageRecipientRow }[]> {
  const copies = await offlineDb.rows('messageRecipients').where('userId').equals(userId).toArray();
  const messages = await offlineDb.rows('messages').bulkGet(copies.map((c) => c.messageId));
  return copies.flatMap((copy, i) => (messages[i] ? [{ message: messages[i], copy }] : []));
}

const itemOf = ({ message, copy }: { message: MessageRow; copy: MessageRecipientRow }): MessageListItem => ({
  id: message.id,
  type: message.type,
  title: message.title,
  creatorUser: message.creatorName,
  lastModifyTime: message.releasedAt ?? 0,
  isRead: copy.isRead,
  link: message.link,
});

export async function devicePage(userId: string, args: RecordArgs) {
  const keyword = args.keyword.trim().toLowerCase();
  const held = (await heldMessages(userId))
    .filter(({ message }) => (args.type ? message.type === args.type : true) && (!keyword || message.title.toLowerCase().includes(keyword)))
    .map(itemOf)
    .sort((a, b) => b.lastModifyTime - a.lastModifyTime || (b.id < a.id ? -1 : 1));
  const start = (args.page - 1) * args.pageSize;
  return { list: held.slice(start, start + args.pageSize), pagination: { currentPage: args.page, pageSize: args.pageSize, total: held.length } };
}

export async function deviceUnread(userId: string) {
  const unread = (await heldMessages(userId)).filter(({ copy }) => copy.isRead === '0');
  const notices = unread.filter(({ message }) => message.type === NOTICE_TYPE).length;
  return { unreadNoticeCount: notices, unreadMessageCount: unread.length - notices, unreadTotal: unread.length };
}

export async function deviceInfo(userId: string, id: string): Promise<MessageInfo | undefined> {
  const held = (await heldMessages(userId)).find(({ message }) => message.id === id);
  if (!held) return undefined;
  return { ...itemOf(held), bodyText: held.message.bodyText, files: held.message.files, readTime: held.copy.readTime };
}
