import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { chatParticipantStates, chats, messages, users } from '#db/schema/index.ts';

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

/** The columns `storeMessageAtOnce` answers, as the driver answers them. */
type RawAtOnce = { [K in keyof RawStored]: RawStored[K] | null } & {
  client_id: number;
  freelancer_id: number;
  job_id: number | null;
  end_date: string | Date | null;
  unchanged: boolean;
  sender_username: string | null;
};

/** What a message's answer and its refusal need of its chat. */
export type StoredChat = {
  clientId: number;
  freelancerId: number;
  jobId: number | null;
  endDate: Date | null;
};

export type AtOnce =
  | {
      outcome: 'stored';
      chat: StoredChat;
      row: MessageRow;
      recipientHadUnread: boolean;
      /** For the recipient's notification, read in the same statement. */
      senderUsername: string | null;
    }
  /** Not a chat of the sender's (or none at all). */
  | { outcome: 'not_found' }
  | { outcome: 'ended'; chat: StoredChat }
  /**
   * The chat changed after this statement's snapshot was taken (it waited for another
   * writer's lock, or one committed just before): nothing was written, and the caller stores
   * the message in a transaction of its own instead, whose reads come after the lock.
   */
  | { outcome: 'changed' };

/**
 * Stores a message in one round trip without a transaction of its own: the same writes as
 * `insertMessage`, after locking the chat and checking that the sender takes part in it and
 * that it has not ended, all in one statement (which commits on its own).
 *
 * A statement reads what was committed when it began. `insertMessage` must see every message
 * stored before it took the chat's lock (for `recipient_had_unread`), so a statement that
 * finds the chat's row changed since it began (every writer of a message updates the chat's
 * row, and the lock answers its newest version) writes nothing and answers `changed`. Without
 * another writer at the same moment (nearly always) the message is stored in one round trip
 * instead of four (begin, lock, write, commit), and the sender's name for the notification
 * comes with it.
 */
export const storeMessageAtOnce = async (
  db: Database,
  message: { chatId: number; senderId: number; body: string; now: Date },
): Promise<AtOnce> => {
  const { chatId, senderId, body, now } = message;
  const result = await db.execute(sql`
    with locked as (
      select ${chats.id} as id, ${chats.clientId} as client_id,
        ${chats.freelancerId} as freelancer_id, ${chats.jobId} as job_id,
        ${chats.endDate} as end_date, xmin as version
      from ${chats}
      where ${chats.id} = ${chatId}
        and (${chats.clientId} = ${senderId} or ${chats.freelancerId} = ${senderId})
      for update
    ), checked as (
      select locked.*, locked.version = (select c.xmin from ${chats} c where c.id = locked.id)
        as unchanged
      from locked
    ), inserted as (
      insert into ${messages} (chat_id, sender_id, body)
      select checked.id, ${senderId}, ${body} from checked
      where checked.unchanged and (checked.end_date is null or checked.end_date > ${now.toISOString()}::timestamptz)
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
    select checked.client_id, checked.freelancer_id, checked.job_id, checked.end_date,
      checked.unchanged, inserted.*, exists (
        select 1 from ${messages} m
        left join ${chatParticipantStates} r on r.chat_id = inserted.chat_id
          and r.user_id = case when checked.client_id = ${senderId}
            then checked.freelancer_id else checked.client_id end
        where m.chat_id = inserted.chat_id and m.sender_id = inserted.sender_id
          and m.id < inserted.id and m.id > coalesce(r.last_read_message_id, 0)
      ) as recipient_had_unread,
      (select ${users.username} from ${users} where ${users.id} = ${senderId}) as sender_username
    from checked left join inserted on true`);
  const [answer] = (result as unknown as { rows: RawAtOnce[] }).rows;
  if (!answer) return { outcome: 'not_found' };
  const chat: StoredChat = {
    clientId: answer.client_id,
    freelancerId: answer.freelancer_id,
    jobId: answer.job_id,
    endDate: answer.end_date === null ? null : new Date(answer.end_date),
  };
  if (!answer.unchanged) return { outcome: 'changed' };
  // Locked and unchanged, but nothing inserted: the chat has ended.
  if (answer.id === null || answer.created_at === null) return { outcome: 'ended', chat };
  return {
    outcome: 'stored',
    chat,
    row: {
      id: answer.id,
      chatId,
      senderId,
      body: answer.body ?? body,
      kind: answer.kind ?? 'user',
      createdAt: new Date(answer.created_at),
    },
    recipientHadUnread: answer.recipient_had_unread === true,
    senderUsername: answer.sender_username,
  };
};
