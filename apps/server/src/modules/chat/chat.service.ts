import { and, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ACCOUNT_MESSAGES,
  CHAT_MESSAGES,
  formatSpaceDateTime,
  type TChat,
  type TChatMessage,
  type TGetMessages,
} from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { chatParticipantStates, chats, jobPosts, messages, users } from '#db/schema/index.ts';
import { AppError } from '#kernel/app-error.ts';
import { secondsToWait, type RateLimiter } from '#http/rate-limiter.ts';
import type { RealtimeHub } from '#realtime/hub.ts';
import type { NotificationsService } from '#modules/notifications/index.ts';
import { toOwnerDto } from '#kernel/user-ref.ts';
import { createConversationLifecycle, toMessageDto } from './conversation-lifecycle.ts';
import { insertMessage, storeMessageAtOnce } from './insert-message.ts';
import { preparedByShape } from '#kernel/prepared-by-shape.ts';
import { PAGE, pageAsJson } from '#kernel/json-page.ts';
import { isoTimeSql } from '#kernel/iso-time-sql.ts';

type ChatRow = typeof chats.$inferSelect;

const CHAT_NOT_FOUND = 'This chat does not exist or you are not part of it.';

/** The tables a page of a chat's messages is read from (`getMessages`), for the read cache. */
export const CHAT_MESSAGES_TABLES = [messages, chats];

const clientUser = alias(users, 'client_user');
const freelancerUser = alias(users, 'freelancer_user');

const hasEnded = (chat: Pick<ChatRow, 'endDate'>, now = new Date()) =>
  chat.endDate !== null && chat.endDate.getTime() <= now.getTime();

export const createChatService = (deps: {
  db: Database;
  realtime: RealtimeHub;
  notifications: NotificationsService;
  rateLimiter: RateLimiter;
  /** Messages one person may send per minute, over HTTP and /ws together. */
  messagesPerMinute: number;
}) => {
  const { db, realtime, notifications, rateLimiter } = deps;

  /** Refuses a sender past their messages for the minute, before anything is looked up. */
  const limitPace = async (senderId: number) => {
    const pace = await rateLimiter.hit(`chat:messages:${senderId}`, deps.messagesPerMinute, 60);
    if (!pace.allowed) {
      throw AppError.rateLimited(
        `You are sending messages too fast. Please wait ${secondsToWait(pace.retryAfterSeconds)}.`,
        pace.retryAfterSeconds,
      );
    }
  };

  const participantChat = (from: Database, userId: number, chatId: number) =>
    from
      .select()
      .from(chats)
      .where(
        and(eq(chats.id, chatId), or(eq(chats.clientId, userId), eq(chats.freelancerId, userId))),
      )
      .limit(1);

  /** The chat when the user takes part in it; outsiders get the same 404 as a missing chat. */
  const findParticipantChat = async (userId: number, chatId: number): Promise<ChatRow> => {
    const [chat] = await participantChat(db, userId, chatId);
    if (!chat) throw new AppError('not_found', CHAT_NOT_FOUND);
    return chat;
  };

  /**
   * A page of a chat's messages for one of its participants, for one shape (before an id,
   * after one, both or neither), prepared on first use: chats are read on every open
   * conversation and every catch-up. Four shapes at most. Each row is the answer's message
   * as `toMessageDto` shapes it, written by the database: a page is read far more often
   * than a message is sent, and this way no row is mapped, parsed or formatted again here.
   */
  const messagesStatement = preparedByShape((before: boolean, after: boolean) => {
    const userId = sql.placeholder('userId');
    const ascending = after && !before;
    const page = db
      .select({
        id: messages.id,
        chat_id: messages.chatId,
        sender: sql<number>`${messages.senderId}`.as('sender'),
        message: sql<string>`${messages.body}`.as('message'),
        created_at: isoTimeSql(messages.createdAt).as('created_at'),
        channelId:
          sql<number>`case when ${messages.senderId} = ${chats.clientId} then ${chats.freelancerId} else ${chats.clientId} end`.as(
            'channelId',
          ),
        JobPostId: sql<number | null>`${chats.jobId}`.as('JobPostId'),
        system: sql<boolean>`${messages.kind} = 'system'`.as('system'),
      })
      .from(messages)
      .innerJoin(chats, eq(chats.id, messages.chatId))
      .where(
        and(
          eq(messages.chatId, sql.placeholder('chatId')),
          or(eq(chats.clientId, userId), eq(chats.freelancerId, userId)),
          before ? lt(messages.id, sql.placeholder('before')) : undefined,
          after ? gt(messages.id, sql.placeholder('after')) : undefined,
        ),
      )
      .orderBy(ascending ? messages.id : desc(messages.id))
      .limit(sql.placeholder('limit'))
      .as(PAGE);
    return db
      .select({
        messages: pageAsJson<TChatMessage>((column) =>
          ascending ? column('id') : sql`${column('id')} desc`,
        ),
      })
      .from(page)
      .prepare(`chat_messages_${Number(before)}_${Number(after)}`);
  });

  const otherParticipant = (chat: Pick<ChatRow, 'clientId' | 'freelancerId'>, userId: number) =>
    chat.clientId === userId ? chat.freelancerId : chat.clientId;

  /** The caller's chats in the list's shape, most recent activity first. */
  const selectChats = async (userId: number, chatId?: number): Promise<TChat[]> => {
    const rows = await db
      .select({
        chat: chats,
        jobTitle: sql<string>`coalesce(${jobPosts.title}, ${chats.title}, '')`,
        client: {
          id: clientUser.id,
          username: clientUser.username,
          firstName: clientUser.firstName,
          lastName: clientUser.lastName,
          avatarPath: clientUser.avatarPath,
          emailVerifiedAt: clientUser.emailVerifiedAt,
        },
        freelancer: {
          id: freelancerUser.id,
          username: freelancerUser.username,
          firstName: freelancerUser.firstName,
          lastName: freelancerUser.lastName,
          avatarPath: freelancerUser.avatarPath,
          emailVerifiedAt: freelancerUser.emailVerifiedAt,
        },
        last: sql<{ body: string; created_at: string; sender_id: number } | null>`(
          select json_build_object('body', m.body, 'created_at', m.created_at, 'sender_id', m.sender_id)
          from ${messages} m where m.chat_id = ${chats.id} order by m.id desc limit 1)`,
        unread: sql<number>`(select count(*)::int from ${messages} m
          where m.chat_id = ${chats.id} and m.sender_id <> ${userId}
            and m.id > coalesce(${chatParticipantStates.lastReadMessageId}, 0))`,
        hiddenAt: chatParticipantStates.hiddenAt,
      })
      .from(chats)
      .leftJoin(jobPosts, eq(jobPosts.id, chats.jobId))
      .innerJoin(clientUser, eq(clientUser.id, chats.clientId))
      .innerJoin(freelancerUser, eq(freelancerUser.id, chats.freelancerId))
      .leftJoin(
        chatParticipantStates,
        and(eq(chatParticipantStates.chatId, chats.id), eq(chatParticipantStates.userId, userId)),
      )
      .where(
        and(
          or(eq(chats.clientId, userId), eq(chats.freelancerId, userId)),
          chatId === undefined ? undefined : eq(chats.id, chatId),
        ),
      )
      .orderBy(desc(chats.lastActivityAt), desc(chats.id));
    return rows
      .filter((row) => chatId !== undefined || row.hiddenAt === null)
      .map((row) => ({
        id: row.chat.id,
        job_post_id: row.chat.jobId,
        job_title: row.jobTitle,
        proposal_id: row.chat.proposalId,
        order_id: row.chat.orderId,
        client_id: row.chat.clientId,
        freelancer_id: row.chat.freelancerId,
        client: toOwnerDto(row.client),
        freelancer: toOwnerDto(row.freelancer),
        last_message: row.last
          ? {
              message: row.last.body,
              created_at: new Date(row.last.created_at).toISOString(),
              sender: row.last.sender_id,
            }
          : null,
        end_date: row.chat.endDate ? row.chat.endDate.toISOString() : null,
        ended: hasEnded(row.chat),
        started_at: row.chat.createdAt.toISOString(),
        unread_count: row.unread,
      }));
  };

  const getChat = async (userId: number, chatId: number): Promise<TChat> => {
    const [chat] = await selectChats(userId, chatId);
    if (!chat) throw new AppError('not_found', CHAT_NOT_FOUND);
    return chat;
  };

  return {
    listChats: (userId: number) => selectChats(userId),

    getChat,

    /**
     * Stores a message and delivers it to every socket of both participants, on every
     * instance. HTTP and the socket's `message` frame both come through here, so one limit
     * on the sender's pace covers both.
     */
    storeMessage: async (senderId: number, chatId: number, text: string): Promise<TChatMessage> => {
      await limitPace(senderId);
      const refuseIfEnded = (current: Pick<ChatRow, 'endDate'>) => {
        if (!hasEnded(current)) return;
        throw new AppError(
          'conflict',
          `This contract ended on ${formatSpaceDateTime(current.endDate ?? new Date())} UTC, so the chat is read-only.`,
        );
      };
      const body = text.trim();
      if (!body) {
        // Refused in the same order as a message with text: not theirs, ended, then empty.
        refuseIfEnded(await findParticipantChat(senderId, chatId));
        throw new AppError('unprocessable', CHAT_MESSAGES.messageEmpty, {
          message: CHAT_MESSAGES.messageEmpty,
        });
      }
      // Completing a contract locks the chat to end it: the end is read under the same lock,
      // so no message lands in a chat that ended a moment ago. One statement does it all
      // unless another writer had the chat at that moment; then a transaction does.
      const atOnce = await storeMessageAtOnce(db, { chatId, senderId, body, now: new Date() });
      if (atOnce.outcome === 'not_found') throw new AppError('not_found', CHAT_NOT_FOUND);
      if (atOnce.outcome === 'ended') refuseIfEnded(atOnce.chat);
      const { chat, row, recipientHadUnread } =
        atOnce.outcome === 'stored'
          ? atOnce
          : await db.transaction(async (tx) => {
              const [current] = await participantChat(tx, senderId, chatId).for('update');
              if (!current) throw new AppError('not_found', CHAT_NOT_FOUND);
              refuseIfEnded(current);
              const recipientId = otherParticipant(current, senderId);
              const stored = await insertMessage(tx, { chatId, senderId, recipientId, body });
              return { chat: current, ...stored };
            });
      const recipientId = otherParticipant(chat, senderId);
      const dto = toMessageDto(row, chat);
      await realtime.sendToUsers([chat.clientId, chat.freelancerId], {
        type: 'message',
        data: dto,
      });
      const [sender] =
        atOnce.outcome === 'stored' && atOnce.senderUsername !== null
          ? [{ username: atOnce.senderUsername }]
          : await db.select({ username: users.username }).from(users).where(eq(users.id, senderId));
      // One notification per run of unread messages, not one per message; mail may follow a
      // later one too (its own throttle keeps a busy chat to one mail per quarter hour).
      await notifications.notify(
        recipientId,
        'message',
        `New message from ${sender?.username ?? 'your contact'}`,
        `/chat/${chatId}`,
        { inApp: !recipientHadUnread, chatId, quote: body },
      );
      return dto;
    },

    /** One page of messages, oldest to newest; `before` pages backwards, `after` catches up. */
    /**
     * A page of a chat's messages for one of its participants, in one statement: the
     * messages joined to their chat, which must count the caller among its two people. Only
     * a page with nothing on it asks about the chat on its own (empty, or not theirs: 404).
     */
    getMessages: async (userId: number, query: TGetMessages) => {
      const catchingUp = query.after !== undefined && query.before === undefined;
      const [answer] = await messagesStatement(
        query.before !== undefined,
        query.after !== undefined,
      ).execute({
        chatId: query.chat_id,
        userId,
        before: query.before ?? null,
        after: query.after ?? null,
        limit: query.limit + 1,
      });
      const rows = answer?.messages ?? [];
      // An empty page says nothing about the chat: it is asked on its own (not theirs: 404).
      if (!rows.length) await findParticipantChat(userId, query.chat_id);
      const hasMore = rows.length > query.limit;
      const page = rows.slice(0, query.limit);
      return {
        data: catchingUp ? page : page.reverse(),
        meta: { has_more: hasMore },
      };
    },

    /** The chat of a contract, for the contract's own rules (the caller checks who may act). */
    findForParticipant: findParticipantChat,

    ...createConversationLifecycle({ db, realtime }),

    /** Tells both participants' open screens that the chat's end changed. */
    announceEndDate: async (userId: number, chatId: number): Promise<TChat> => {
      const chat = await getChat(userId, chatId);
      await realtime.sendToUsers([chat.client_id, chat.freelancer_id], {
        type: 'chat_updated',
        data: { id: chatId, end_date: chat.end_date, ended: chat.ended },
      });
      return chat;
    },

    /** Marks the chat read up to a message and tells the other participant. */
    markRead: async (userId: number, chatId: number, messageId: number) => {
      const chat = await findParticipantChat(userId, chatId);
      // Read up to a message of this chat: an id past its newest message means the newest.
      const [newest] = await db
        .select({ id: sql<number | null>`max(${messages.id})` })
        .from(messages)
        .where(eq(messages.chatId, chatId));
      if (!newest?.id) return { chat_id: chatId, last_read_message_id: null };
      messageId = Math.min(messageId, newest.id);
      await db
        .insert(chatParticipantStates)
        .values({ chatId, userId, lastReadMessageId: messageId })
        .onConflictDoUpdate({
          target: [chatParticipantStates.chatId, chatParticipantStates.userId],
          set: {
            lastReadMessageId: sql`greatest(${chatParticipantStates.lastReadMessageId}, ${messageId})`,
          },
        });
      await realtime.sendToUsers([otherParticipant(chat, userId)], {
        type: 'read',
        chat_id: chatId,
        userId,
        message_id: messageId,
      });
      return { chat_id: chatId, last_read_message_id: messageId };
    },

    /** 'Delete chat' hides it for the caller only; a new message brings it back. */
    hideChat: async (userId: number, chatId: number) => {
      await findParticipantChat(userId, chatId);
      await db
        .insert(chatParticipantStates)
        .values({ chatId, userId, hiddenAt: new Date() })
        .onConflictDoUpdate({
          target: [chatParticipantStates.chatId, chatParticipantStates.userId],
          set: { hiddenAt: sql`now()` },
        });
    },

    /**
     * Account deletion, in its transaction: what the person wrote leaves every conversation.
     * Their lines stay, saying so, so the other side's messages keep their place and sense;
     * the order events told as system lines are the product's own words and stay as they are.
     */
    eraseAuthor: async (tx: Database, userId: number) => {
      await tx
        .update(messages)
        .set({ body: ACCOUNT_MESSAGES.messageRemoved })
        .where(and(eq(messages.senderId, userId), eq(messages.kind, 'user')));
    },

    relayTyping: async (userId: number, chatId: number) => {
      const chat = await findParticipantChat(userId, chatId);
      await realtime.sendToUsers([otherParticipant(chat, userId)], {
        type: 'typing',
        chat_id: chatId,
        userId,
      });
    },
  };
};

export type ChatService = ReturnType<typeof createChatService>;
