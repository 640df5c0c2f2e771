/**
 * In-app messages (spec 000 §2.6, §3 "In-app message", §4.3, §7.2): the caller's message record, the
 * notices administrators write and release, and unread counts. Paths are the spec's; the unread
 * counts, the attachment download and the recipient list are ours (the spec shows none), in its style.
 *
 * Types: 1 a normal notice (opens in a dialog), 2 a workflow / business message (opens its PO when it
 * has a link, otherwise /workFlowDetail). Every user reads and deletes only their own record; notice
 * management is for administrators.
 */
import { z } from 'zod';
import { endpoint, epochMillis, pageOf, pageQuery, timestampParam } from './endpoint.ts';
import { ADMINISTRATORS } from '../domain/access.ts';

const entityId = z.string().trim().min(1).max(64);
const idParams = z.strictObject({ id: entityId });

export const MESSAGE_TYPES = [1, 2] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const NOTICE_TYPE = 1 satisfies MessageType;
export const WORKFLOW_TYPE = 2 satisfies MessageType;

export const messageFile = z.strictObject({
  fileId: entityId,
  name: z.string().trim().min(1).max(255),
  size: z.number().int().min(0),
});
export type MessageFile = z.infer<typeof messageFile>;

/** A PO event's message leads to the PO on the recipient's side; without a PO (a batch), to the side's list. */
export const messageLink = z.object({
  side: z.enum(['vendor', 'buyer']),
  poId: z.string().optional(),
  poNumber: z.string().optional(),
});
export type MessageLink = z.infer<typeof messageLink>;

/** One line of the caller's message record. */
export const messageListItem = z.object({
  id: z.string(),
  type: z.number().int(),
  title: z.string(),
  creatorUser: z.string(),
  /** When the message reached the caller (its release). */
  lastModifyTime: epochMillis,
  isRead: z.enum(['0', '1']),
  link: messageLink.nullable(),
});
export type MessageListItem = z.infer<typeof messageListItem>;

const sortOrder = z.enum(['asc', 'desc']).default('desc');

/** The caller's messages, newest first by default; keyword matches the title. */
export const listMessages = endpoint({
  method: 'GET',
  path: '/api/message',
  access: 'unlocked',
  query: z.strictObject({
    ...timestampParam,
    ...pageQuery,
    sort: sortOrder,
    // The original's clients send `type=` (empty) to mean every type.
    type: z
      .union([
        z.literal('').transform(() => undefined),
        z.coerce
          .number()
          .int()
          .pipe(z.union([z.literal(1), z.literal(2)])),
      ])
      .optional(),
  }),
  data: pageOf(messageListItem),
});

/** Marks every unread message of the caller read; `msg` says so in the caller's language. */
export const readAllMessages = endpoint({
  method: 'POST',
  path: '/api/message/Actions/ReadAll',
  logAs: 'messagesReadAll',
  access: 'unlocked',
  successMsg: 'messages.readAllDone',
  data: z.null(),
});

export const messageInfo = messageListItem.extend({
  /** Sanitised HTML. */
  bodyText: z.string(),
  files: z.array(messageFile),
  readTime: epochMillis.nullable(),
});
export type MessageInfo = z.infer<typeof messageInfo>;

/** Opens one of the caller's messages and marks it read; someone else's answers 404. */
export const readMessageInfo = endpoint({
  method: 'GET',
  path: '/api/message/ReadInfo/:id',
  access: 'unlocked',
  params: idParams,
  query: z.strictObject(timestampParam),
  data: messageInfo,
});

/** Removes messages from the caller's record (ids of messages); any id not in it refuses all (404). */
export const deleteMessageRecords = endpoint({
  method: 'DELETE',
  path: '/api/message/Record',
  logAs: 'messagesDelete',
  access: 'unlocked',
  body: z.strictObject({ ids: z.array(entityId).min(1).max(1000) }),
  data: z.null(),
});

/** Unread messages of the caller, for the header badge (names as the websocket's initMessage). */
export const messageUnreadCounts = endpoint({
  method: 'GET',
  path: '/api/message/UnreadCount',
  access: 'unlocked',
  query: z.strictObject(timestampParam),
  data: z.object({ unreadNoticeCount: z.number().int(), unreadMessageCount: z.number().int(), unreadTotal: z.number().int() }),
});

/** An attachment of one of the caller's messages (administrators: of any notice). The body is the file. */
export const downloadMessageFile = endpoint({
  method: 'GET',
  path: '/api/message/:id/Files/:fileId',
  access: 'unlocked',
  params: z.strictObject({ id: entityId, fileId: entityId }),
  query: z.strictObject(timestampParam),
  data: z.unknown(),
});

export const noticeStatus = z.enum(['draft', 'released']);

export const noticeListItem = z.object({
  id: z.string(),
  title: z.string(),
  status: noticeStatus,
  creatorUser: z.string(),
  lastModifyTime: epochMillis,
  releaseTime: epochMillis.nullable(),
  toAll: z.boolean(),
  recipientCount: z.number().int(),
});
export type NoticeListItem = z.infer<typeof noticeListItem>;

/** Notices for administrators, newest first; keyword matches the title. */
export const listNotices = endpoint({
  method: 'GET',
  path: '/api/message/Notice',
  access: 'unlocked',
  permission: ADMINISTRATORS,
  query: z.strictObject({ ...timestampParam, ...pageQuery }),
  data: pageOf(noticeListItem),
});

/** What an administrator writes: the body is sanitised on the server before it is stored. */
export const noticeInput = z
  .strictObject({
    title: z.string().trim().min(1).max(200),
    bodyText: z.string().max(200_000),
    files: z.array(messageFile).max(20).default([]),
    toAll: z.boolean().default(true),
    toUserIds: z.array(entityId).max(10_000).default([]),
  })
  .refine((n) => n.toAll || n.toUserIds.length > 0, { path: ['toUserIds'], message: 'pick at least one recipient, or send to everyone' });
export type NoticeInput = z.input<typeof noticeInput>;

export const createNotice = endpoint({
  method: 'POST',
  path: '/api/message',
  logAs: 'noticeAdd',
  access: 'unlocked',
  permission: ADMINISTRATORS,
  body: noticeInput,
  data: z.object({ id: z.string() }),
});

/** Only a draft may be edited: a released notice has been read as it was. */
export const updateNotice = endpoint({
  method: 'PUT',
  path: '/api/message/:id',
  logAs: 'noticeEdit',
  access: 'unlocked',
  permission: ADMINISTRATORS,
  params: idParams,
  body: noticeInput,
  data: z.null(),
});

export const noticeDetail = noticeListItem.extend({
  bodyText: z.string(),
  files: z.array(messageFile),
  toUserIds: z.array(z.string()),
});
export type NoticeDetail = z.infer<typeof noticeDetail>;

export const getNotice = endpoint({
  method: 'GET',
  path: '/api/message/:id',
  access: 'unlocked',
  permission: ADMINISTRATORS,
  params: idParams,
  query: z.strictObject(timestampParam),
  data: noticeDetail,
});

/** Deletes the notice, and with it the recipients' copies. */
export const deleteNotice = endpoint({
  method: 'DELETE',
  path: '/api/message/:id',
  logAs: 'noticeDelete',
  access: 'unlocked',
  permission: ADMINISTRATORS,
  params: idParams,
  data: z.null(),
});

/** Sends a draft to its recipients (every enabled user, or those chosen); released once. */
export const releaseNotice = endpoint({
  method: 'PUT',
  path: '/api/message/:id/Actions/Release',
  logAs: 'noticeRelease',
  access: 'unlocked',
  permission: ADMINISTRATORS,
  params: idParams,
  data: z.object({ recipientCount: z.number().int() }),
});

export const noticeRecipient = z.object({ id: z.string(), account: z.string(), realName: z.string() });
export type NoticeRecipient = z.infer<typeof noticeRecipient>;

/** The users a notice may be addressed to (administrators), for the recipient picker. */
export const listNoticeRecipients = endpoint({
  method: 'GET',
  path: '/api/message/Notice/Recipients',
  access: 'unlocked',
  permission: ADMINISTRATORS,
  query: z.strictObject(timestampParam),
  data: z.object({ list: z.array(noticeRecipient) }),
});
