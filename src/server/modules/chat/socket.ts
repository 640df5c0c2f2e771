import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CHAT_TEXT_MAX, chatImageContent, type ChatImageContent, type ServerFrame } from '../../../shared/contracts/realtime.ts';
import { chatImageUrl } from '../../../shared/contracts/chat.ts';
import { FILE_TYPES } from '../../../shared/domain/files.ts';
import { isImageExtension } from '../../../shared/domain/chat.ts';
import type { Db } from '../../db/client.ts';
import type { Connection } from '../../plugins/websocket-connection.ts';
import { chatMessages, files } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../plugins/errors.ts';
import { viewerOfUser } from '../../plugins/access.ts';
import { chatMessageOf, isContact, conversationPage, markRead, unreadCountsOf, type ChatRow } from './queries.ts';

const CONTACT_CHECK_MS = 60_000;

const deliveredOf = (method: 'receiveMessage' | 'sendMessage', row: ChatRow): ServerFrame => ({
  method,
  formUserId: row.sendUserId,
  toUserId: row.receiveUserId,
  formMessage: row.content,
  messageType: row.contentType,
  dateTime: row.sendTime.getTime(),
  message: chatMessageOf(row),
});

/** An image message must name an image the sender uploaded; the path is ours, whatever the client said. */
async function checkedImage(db: Db, senderId: string, content: string): Promise<ChatImageContent> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw badRequest('chat.badImage');
  }
  const image = chatImageContent.safeParse(parsed);
  if (!image.success) throw badRequest('chat.badImage');
  const [file] = await db
    .select({ id: files.id, extension: files.extension })
    .from(files)
    .where(and(eq(files.id, image.data.fileId), eq(files.ownerId, senderId), isNull(files.deletedAt)));
  if (!file) throw badRequest('chat.badImage');
  if (!isImageExtension(file.extension)) throw badRequest('chat.notImage', { types: FILE_TYPES.image.join(', ') });
  return { ...image.data, path: chatImageUrl(file.id) };
}

/** The chat methods of the websocket (spec 000 §7.3), on the hub. */
export function registerChatSocket(app: FastifyInstance): void {
  const { hub } = app;
  hub.addInitPart(async (userId) => ({ unreadNums: await unreadCountsOf(app.db, userId) }));

  // Who a socket may write to is looked up once a minute per partner, not for every message.
  const allowed = new WeakMap<Connection, Map<string, number>>();
  const checkContact = async (conn: Connection, toUserId: string) => {
    let known = allowed.get(conn);
    if (!known) allowed.set(conn, (known = new Map<string, number>()));
    if ((known.get(toUserId) ?? 0) > Date.now()) return;
    const viewer = await viewerOfUser(app.db, conn.session.userId);
    if (!viewer) throw forbidden('chat.notContact');
    if (!(await isContact(app.db, viewer, toUserId))) throw notFound('chat.notContact');
    known.set(toUserId, Date.now() + CONTACT_CHECK_MS);
  };

  hub.handle('SendMessage', async (conn, frame) => {
    const senderId = conn.session.userId;
    await checkContact(conn, frame.toUserId);
    let content = frame.messageContent;
    let imageFileId: string | null = null;
    if (frame.messageType === 'text') {
      if (!content.trim()) throw badRequest('chat.emptyText');
      if (content.length > CHAT_TEXT_MAX) throw badRequest('chat.textTooLong', { max: CHAT_TEXT_MAX });
    } else {
      const image = await checkedImage(app.db, senderId, content);
      content = JSON.stringify(image);
      imageFileId = image.fileId;
    }
    const [inserted] = await app.db
      .insert(chatMessages)
      .values({
        clientMessageId: frame.clientMessageId ?? null,
        sendUserId: senderId,
        receiveUserId: frame.toUserId,
        contentType: frame.messageType,
        content,
        imageFileId,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) {
      // Stored first: a message is only ever announced once it is there to be read.
      await hub.pushToUsers([frame.toUserId], deliveredOf('receiveMessage', inserted));
      await hub.pushToUsers([senderId], deliveredOf('sendMessage', inserted));
      return;
    }
    // A resend of a message already stored (the device did not hear the echo): echo it again, to this socket only.
    const [stored] = await app.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.sendUserId, senderId), eq(chatMessages.clientMessageId, frame.clientMessageId ?? '')));
    if (stored) conn.send(deliveredOf('sendMessage', stored));
  });

  hub.handle('MessageList', async (conn, frame) => {
    // Row scope: only conversations the caller is part of, whatever formUserId the client names.
    const page = await conversationPage(app.db, conn.session.userId, frame.toUserId, frame);
    conn.send({ method: 'messageList', toUserId: frame.toUserId, ...page });
  });

  hub.handle('UpdateReadMessage', async (conn, frame) => {
    await markRead(app.db, conn.session.userId, frame.formUserId);
    // The user's other tabs and devices clear the conversation too.
    await hub.pushToUsers([conn.session.userId], { method: 'readMessage', formUserId: frame.formUserId });
  });
}
