import { eq, sql } from 'drizzle-orm';
import type { TChatMessage } from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { chatParticipantStates, chats, messages, proposals } from '#db/schema/index.ts';
import type { RealtimeHub } from '#realtime/hub.ts';

type ChatRow = typeof chats.$inferSelect;

/** What a message's answer needs of its chat. */
type MessageChat = Pick<ChatRow, 'clientId' | 'freelancerId' | 'jobId'>;

const otherParticipant = (chat: MessageChat, userId: number) =>
  chat.clientId === userId ? chat.freelancerId : chat.clientId;

export const toMessageDto = (
  row: typeof messages.$inferSelect,
  chat: MessageChat,
): TChatMessage => ({
  id: row.id,
  chat_id: row.chatId,
  sender: row.senderId,
  message: row.body,
  created_at: row.createdAt.toISOString(),
  channelId: otherParticipant(chat, row.senderId),
  JobPostId: chat.jobId,
  system: row.kind === 'system',
});

/**
 * How conversations begin and end, asked for by the modules whose agreements they belong to
 * (proposals, orders), inside those modules' transactions where both must change together.
 */
export const createConversationLifecycle = (deps: { db: Database; realtime: RealtimeHub }) => {
  const { db, realtime } = deps;

  const addParticipants = async (tx: Database, chat: ChatRow) => {
    await tx
      .insert(chatParticipantStates)
      .values([
        { chatId: chat.id, userId: chat.clientId },
        { chatId: chat.id, userId: chat.freelancerId },
      ])
      .onConflictDoNothing();
  };

  return {
    /**
     * Opens the conversation of an accepted proposal inside the caller's transaction; a second
     * call for the same proposal answers the chat the first one opened.
     */
    openConversation: async (
      tx: Database,
      contract: { jobId: number; proposalId: number; clientId: number; freelancerId: number },
    ): Promise<ChatRow> => {
      const [created] = await tx
        .insert(chats)
        .values(contract)
        .onConflictDoNothing({ target: chats.proposalId })
        .returning();
      const [chat] = created
        ? [created]
        : await tx.select().from(chats).where(eq(chats.proposalId, contract.proposalId)).limit(1);
      if (!chat) throw new Error('chat missing after opening it');
      await addParticipants(tx, chat);
      return chat;
    },

    /**
     * Locks the conversation of a contract in the caller's transaction. Changes to a contract
     * lock its proposal first and then this, always in that order, so two of them never wait
     * on each other in a circle.
     */
    lockContractConversation: async (tx: Database, proposalId: number) => {
      await tx
        .select({ id: chats.id })
        .from(chats)
        .where(eq(chats.proposalId, proposalId))
        .for('update');
    },

    /** Sets when the conversation becomes read-only, inside the caller's transaction. */
    setEndDate: async (tx: Database, chatId: number, endDate: Date) => {
      await tx.update(chats).set({ endDate }).where(eq(chats.id, chatId));
    },

    /**
     * The contract ended: its chat is read-only from the contract's end on (already set on the
     * proposal in this transaction), unless the chat ended earlier already.
     */
    endConversation: async (tx: Database, proposalId: number) => {
      const contractEnd = sql`(select ${proposals.endsAt} from ${proposals} where ${proposals.id} = ${proposalId})`;
      await tx
        .update(chats)
        .set({ endDate: sql`coalesce(least(${chats.endDate}, ${contractEnd}), ${contractEnd})` })
        .where(eq(chats.proposalId, proposalId));
    },

    /** Opens the conversation of a service order, titled with the service, in its transaction. */
    openOrderConversation: async (
      tx: Database,
      order: { orderId: number; clientId: number; freelancerId: number; title: string },
    ): Promise<ChatRow> => {
      const [chat] = await tx.insert(chats).values(order).returning();
      if (!chat) throw new Error('insert returned no row');
      await addParticipants(tx, chat);
      return chat;
    },

    /**
     * Tells an order's event in its conversation as a system line, delivered live like a
     * message. A chat that has ended still gets it: the record of what happened must be whole.
     */
    postSystemLine: async (chatId: number, actorId: number, text: string) => {
      const result = await db.transaction(async (tx) => {
        // Key share: the chat cannot be deleted (with its job or a person) before the line is in.
        const [chat] = await tx.select().from(chats).where(eq(chats.id, chatId)).for('key share');
        if (!chat) return undefined;
        const [row] = await tx
          .insert(messages)
          .values({ chatId, senderId: actorId, body: text, kind: 'system' })
          .returning();
        await tx
          .update(chats)
          .set({ lastActivityAt: sql`now()` })
          .where(eq(chats.id, chatId));
        return row ? { chat, row } : undefined;
      });
      if (!result) return;
      await realtime.sendToUsers([result.chat.clientId, result.chat.freelancerId], {
        type: 'message',
        data: toMessageDto(result.row, result.chat),
      });
    },
  };
};
