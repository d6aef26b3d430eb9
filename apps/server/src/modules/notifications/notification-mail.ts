import { eq, sql } from 'drizzle-orm';
import {
  CHAT_MAIL_THROTTLE_MINUTES,
  EMAIL_CATEGORY_OF_KIND,
  PRODUCT_NAME,
  type TEmailCategory,
  type TNotificationKind,
} from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { chatMailThrottle, emailPreferences, users } from '#db/schema/index.ts';
import type { RealtimeHub } from '#realtime/hub.ts';
import { letter, type MailService } from '#modules/mail/index.ts';
import type { UnsubscribeTokens } from './email-preferences.ts';

/** What a notification's mail says beyond its one line (a chat message's own words). */
export type MailDetail = { chatId?: number; quote?: string };

const CATEGORY_WORDS: Record<TEmailCategory, string> = {
  messages: 'new chat messages',
  orders: 'order and contract updates',
  proposals: 'answers to your proposals',
  reviews: 'reviews you receive',
};

const ACTION_LABEL: Record<TEmailCategory, string> = {
  messages: 'Open the chat',
  orders: 'Open the order',
  proposals: `Open ${PRODUCT_NAME}`,
  reviews: 'See the review',
};

/** A long message is cut in the mail; the button leads to all of it. */
const QUOTE_MAX = 1000;

export const unsubscribePath = '/api/email/unsubscribe';

/**
 * Turns a notification into mail when its kind has a mail category, the person keeps that
 * category on, and (for chat messages) they have no socket open anywhere and the chat has not
 * mailed them in the last quarter hour. The throttle's claim and the queued mail commit
 * together, so a failure leaves neither.
 */
export const createNotificationMail = (deps: {
  db: Database;
  realtime: Pick<RealtimeHub, 'isConnected'>;
  mail: Pick<MailService, 'enqueue' | 'sendSoon'>;
  tokens: UnsubscribeTokens;
  linkOrigin: string;
}) => {
  const { db, tokens, linkOrigin } = deps;

  const recipient = async (userId: number, category: TEmailCategory) => {
    const [row] = await db
      .select({
        email: users.email,
        firstName: users.firstName,
        wanted: sql<boolean>`coalesce(${emailPreferences[category]}, true)`,
      })
      .from(users)
      .leftJoin(emailPreferences, eq(emailPreferences.userId, users.id))
      .where(eq(users.id, userId));
    return row?.wanted ? row : undefined;
  };

  /** Claims the chat's mail slot for this recipient; false while the last mail is too recent. */
  const claimChatSlot = async (tx: Database, userId: number, chatId: number) => {
    const claimed = await tx
      .insert(chatMailThrottle)
      .values({ userId, chatId, lastSentAt: sql`now()` })
      .onConflictDoUpdate({
        target: [chatMailThrottle.userId, chatMailThrottle.chatId],
        set: { lastSentAt: sql`now()` },
        setWhere: sql`${chatMailThrottle.lastSentAt} <= now() - make_interval(mins => ${CHAT_MAIL_THROTTLE_MINUTES})`,
      })
      .returning({ userId: chatMailThrottle.userId });
    return claimed.length > 0;
  };

  return async (
    userId: number,
    kind: TNotificationKind,
    text: string,
    link: string,
    detail: MailDetail = {},
  ): Promise<boolean> => {
    const category = EMAIL_CATEGORY_OF_KIND[kind];
    if (!category) return false;
    if (kind === 'message' && (await deps.realtime.isConnected(userId))) return false;
    const person = await recipient(userId, category);
    if (!person) return false;
    const unsubscribe = `${linkOrigin}${unsubscribePath}?token=${tokens.sign(userId, category)}`;
    const mail = letter({
      to: person.email,
      subject: text,
      name: person.firstName,
      paragraphs: [
        /[.!?]$/.test(text) ? text : `${text}.`,
        ...(detail.quote ? [`“${detail.quote.slice(0, QUOTE_MAX)}”`] : []),
      ],
      action: { label: ACTION_LABEL[category], url: `${linkOrigin}${link}` },
      footnote: `You get this mail because ${CATEGORY_WORDS[category]} arrive by email. You can change that in your ${PRODUCT_NAME} settings, or in one click here:`,
      unsubscribe,
    });
    const queued = await db.transaction(async (tx) => {
      if (kind === 'message' && detail.chatId !== undefined) {
        if (!(await claimChatSlot(tx, userId, detail.chatId))) return false;
      }
      await deps.mail.enqueue(tx, mail);
      return true;
    });
    if (queued) deps.mail.sendSoon();
    return queued;
  };
};

export type NotificationMail = ReturnType<typeof createNotificationMail>;
