/**
 * The websocket `/api/message/websocket` (spec 000 §7.3, REFERENCE "WebSocket"): JSON frames with a
 * `method`. The client names itself with OnConnection before anything else, repeats its token on
 * every frame (as the original clients do) and sends heartCheck every HEARTBEAT_MS.
 */
import { z } from 'zod';
import { paginationSchema } from './endpoint.ts';

export const WEBSOCKET_PATH = '/api/message/websocket';
/** Spec 000 §9: the client's heartbeat. */
export const HEARTBEAT_MS = 100_000;
/** Longest chat text (spec-silent): keeps one message inside a PostgreSQL NOTIFY. */
export const CHAT_TEXT_MAX = 1_000;
/** Spec 000 §9: a conversation opens with 30, history pages hold 50. */
export const CHAT_OPEN_PAGE = 30;
export const CHAT_HISTORY_PAGE = 50;
/** The largest frame the server reads (a chat text is at most a few kB); a larger one closes the socket. */
export const WEBSOCKET_MAX_FRAME_BYTES = 64 * 1024;

/** Close codes the client acts on (4000-4999 are the application's). */
export const CLOSE = {
  /** Token missing, unknown, expired or the session ended: sign in again. */
  badToken: 4401,
  /** The session was ended elsewhere (forced offline, password changed): `logout` was sent first. */
  loggedOut: 4409,
  /** No frame for longer than the server's idle timeout. */
  idle: 4408,
  /** The first frame was not OnConnection, or a frame broke the protocol. */
  protocol: 4400,
  /**
   * The session's screen is locked (`locked` was sent first): the tab shows the lock screen and opens
   * a new socket once unlocked. A locked session hears nothing else on the socket.
   */
  locked: 4423,
  /** A frame larger than the server accepts (the standard code; the server logs a warning). */
  tooLarge: 1009,
} as const;

const token = z.string().min(1).max(200);
const userId = z.string().min(1).max(64);

export const chatContentType = z.enum(['text', 'image']);
export type ChatContentType = z.infer<typeof chatContentType>;

/** An image message's content (spec 000 §3: JSON with path, name, width, height). */
export const chatImageContent = z.strictObject({
  fileId: z.string().min(1).max(64),
  path: z.string().max(300),
  name: z.string().max(255),
  width: z.number().int().min(0).max(100_000),
  height: z.number().int().min(0).max(100_000),
});
export type ChatImageContent = z.infer<typeof chatImageContent>;

export const clientFrame = z.discriminatedUnion('method', [
  z.object({ method: z.literal('OnConnection'), token, mobileDevice: z.boolean().optional() }),
  z.object({ method: z.literal('heartCheck'), token }),
  z.object({
    method: z.literal('SendMessage'),
    token,
    toUserId: userId,
    messageType: chatContentType,
    messageContent: z.string().max(2_000),
    /** Made by the device when the message is written: a resend after reconnecting is stored once. */
    clientMessageId: z.string().min(8).max(64).optional(),
  }),
  z.object({
    method: z.literal('MessageList'),
    token,
    toUserId: userId,
    formUserId: userId.optional(),
    currentPage: z.number().int().min(1).max(100_000),
    pageSize: z.number().int().min(1).max(100),
    sord: z.enum(['asc', 'desc']).default('desc'),
    keyword: z.string().trim().max(100).optional(),
  }),
  z.object({ method: z.literal('UpdateReadMessage'), token, formUserId: userId }),
]);
export type ClientFrame = z.input<typeof clientFrame>;

export const chatMessage = z.object({
  id: z.string(),
  clientMessageId: z.string().nullable(),
  sendUserId: z.string(),
  receiveUserId: z.string(),
  contentType: chatContentType,
  content: z.string(),
  /** Epoch milliseconds. */
  sendTime: z.number(),
  readTime: z.number().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** receiveMessage (to the receiver) and sendMessage (the echo to the sender's sockets) carry the same. */
const delivered = {
  formUserId: z.string(),
  toUserId: z.string(),
  formMessage: z.string(),
  messageType: chatContentType,
  dateTime: z.number(),
  message: chatMessage,
};

export const serverFrame = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('initMessage'),
    onlineUsers: z.array(z.string()),
    unreadNums: z.array(z.object({ formUserId: z.string(), unreadNum: z.number() })),
    unreadNoticeCount: z.number(),
    unreadMessageCount: z.number(),
  }),
  z.object({ method: z.literal('Online'), userId: z.string() }),
  z.object({ method: z.literal('Offline'), userId: z.string() }),
  z.object({ method: z.literal('receiveMessage'), ...delivered }),
  z.object({ method: z.literal('sendMessage'), ...delivered }),
  z.object({ method: z.literal('messageList'), toUserId: z.string(), list: z.array(chatMessage), pagination: paginationSchema }),
  /** The sender read the conversation with `formUserId` on one device: the others clear it too. */
  z.object({ method: z.literal('readMessage'), formUserId: z.string() }),
  /** Something for the message centre: the fields are the sending module's. */
  z.looseObject({ method: z.literal('messagePush') }),
  /** Rows this user syncs changed on the server: pull. */
  z.object({ method: z.literal('changed') }),
  z.object({ method: z.literal('logout'), msg: z.string() }),
  /** The session's screen is locked: the socket closes (CLOSE.locked) and nothing else is sent. */
  z.object({ method: z.literal('locked') }),
  /** A frame was refused; the socket stays open. */
  z.object({ method: z.literal('error'), msg: z.string() }),
]);
export type ServerFrame = z.infer<typeof serverFrame>;
