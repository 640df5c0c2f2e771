/**
 * Internal chat over HTTP (spec 000 §3, §7.2, §7.3); the conversation itself runs over the
 * websocket (`realtime.ts`). Who may chat with whom (spec-silent,
 * docs/decisions/0032-chat-contacts-and-delivery.md): a vendor's contacts are the staff accounts
 * (no supplier code) and the accounts of its own supplier codes; everyone else sees every enabled
 * account.
 */
import { z } from 'zod';
import { chatContentType } from './realtime.ts';
import { bareQuery, endpoint, pageOf, pageQuery, timestampParam } from './endpoint.ts';

export const chatContact = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  headIcon: z.string(),
  department: z.string(),
});
export type ChatContact = z.infer<typeof chatContact>;

export const chatConversation = chatContact.extend({
  unreadMessage: z.number().int(),
  /** The text, or an image message's content JSON (messageType says which). */
  latestMessage: z.string(),
  messageType: chatContentType,
  /** Epoch milliseconds. */
  latestDate: z.number(),
});
export type ChatConversation = z.infer<typeof chatConversation>;

/** The caller's conversations, latest first (spec: "unread chat list"; read ones are listed too). */
export const listConversations = endpoint({
  method: 'GET',
  path: '/api/message/imreply',
  access: 'unlocked',
  query: bareQuery,
  data: z.object({ list: z.array(chatConversation) }),
});

/** Contacts (spec 000 §7.2: keyword, currentPage, pageSize 20; path not shown, the original's). */
export const listContacts = endpoint({
  method: 'GET',
  path: '/api/permission/Users/ImUser',
  access: 'unlocked',
  query: z.strictObject({ ...pageQuery, pageSize: z.coerce.number().int().min(1).max(100).default(20), ...timestampParam }),
  data: pageOf(chatContact),
});

/** What the image upload's `file` part becomes on the server: its name and bytes. */
export const uploadedPart = z.custom<{ filename: string; bytes: Uint8Array }>(
  (v) => typeof v === 'object' && v !== null && 'bytes' in v && v.bytes instanceof Uint8Array,
  'must be a file',
);

/** Spec 000 §5: one image, at most 5 MB (5,242,880 bytes). */
export const CHAT_IMAGE_MAX_BYTES = 5_242_880;

/** Spec 000 §7.3: the common upload URL plus /IM; multipart with one part `file`. */
export const uploadChatImage = endpoint({
  method: 'POST',
  path: '/api/file/Uploader/IM',
  logAs: 'chatImage',
  access: 'unlocked',
  multipart: true,
  body: z.strictObject({ file: uploadedPart }),
  data: z.object({ name: z.string(), fileVersionId: z.string(), url: z.string() }),
});

/** An image sent in chat: its sender and receiver may open it. */
export const chatImage = endpoint({
  method: 'GET',
  path: '/api/message/ChatImage/:id',
  access: 'unlocked',
  params: z.strictObject({ id: z.string().trim().min(1).max(64) }),
  query: bareQuery,
  /** Not an envelope: the body is the image. */
  data: z.unknown(),
});

export const chatImageUrl = (fileId: string) => `/api/message/ChatImage/${encodeURIComponent(fileId)}`;
