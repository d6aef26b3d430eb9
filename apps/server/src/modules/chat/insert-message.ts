import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { chatParticipantStates, chats, messages } from '#db/schema/index.ts';

type MessageRow = typeof messages.$inferSelect;

/** The columns of `messages` as the driver answers them, before Drizzle's mapping. */
type RawStored = {
  id: number;
  chat_id: number;
  sender_id: number;
  body: string;
  kind: MessageRow['kind'];
  /** A timestamp's text (Drizzle asks both drivers for text and makes the Date itself). */
  created_at: string | Date;
  recipient_had_unread: boolean;
};

/** node-postgres answers `{ rows }`, PGlite answers `{ rows }` too; both behind one type. */
const rowsOf = (result: unknown) => (result as { rows: RawStored[] }).rows;

/**
 * Writes a message into a chat the caller's transaction has locked, in one statement instead
 * of one per change (each round trip to the database is a wait, and under load a context
 * switch): the message, the chat's last activity (the message's time), both participants'
 * states (a new message shows a hidden chat again; the sender has read up to it), and
 * whether the recipient had unread messages from the sender before this one. The statement
 * runs after the lock is taken, so it sees every message stored before it, like separate
 * statements would.
 */
export const insertMessage = async (
  tx: Database,
  message: { chatId: number; senderId: number; recipientId: number; body: string },
): Promise<{ row: MessageRow; recipientHadUnread: boolean }> => {
  const { chatId, senderId, recipientId, body } = message;
  const result = await tx.execute(sql`
    with inserted as (
      insert into ${messages} (chat_id, sender_id, body)
      values (${chatId}, ${senderId}, ${body})
      returning id, chat_id, sender_id, body, kind, created_at
    ), touched as (
      update ${chats} set last_activity_at = inserted.created_at
      from inserted where ${chats.id} = inserted.chat_id
    ), states as (
      update ${chatParticipantStates} set
        hidden_at = null,
        last_read_message_id = case when ${chatParticipantStates.userId} = inserted.sender_id
          then inserted.id else ${chatParticipantStates.lastReadMessageId} end
      from inserted where ${chatParticipantStates.chatId} = inserted.chat_id
    )
    select inserted.*, exists (
      select 1 from ${messages} m
      left join ${chatParticipantStates} r on r.chat_id = inserted.chat_id and r.user_id = ${recipientId}
      where m.chat_id = inserted.chat_id and m.sender_id = inserted.sender_id
        and m.id < inserted.id and m.id > coalesce(r.last_read_message_id, 0)
    ) as recipient_had_unread
    from inserted`);
  const [stored] = rowsOf(result);
  if (!stored) throw new Error('insert returned no row');
  return {
    row: {
      id: stored.id,
      chatId: stored.chat_id,
      senderId: stored.sender_id,
      body: stored.body,
      kind: stored.kind,
      createdAt: new Date(stored.created_at),
    },
    recipientHadUnread: stored.recipient_had_unread,
  };
};
