import { z } from 'zod/mini';
import { MESSAGE_MAX } from './constants.ts';
import { formatCount } from './money.ts';
import { zMultiLine, zPageLimit, zRowId } from './fields.ts';
import { ZOwner } from './services.ts';

export const MESSAGES_PAGE_DEFAULT = 30;

export const CHAT_MESSAGES = {
  messageEmpty: 'Write a message first.',
  messageTooLong: `A message is at most ${formatCount(MESSAGE_MAX)} characters.`,
  chatRequired: 'Choose a chat.',
  endDateInvalid: 'Choose a valid end date.',
  endDatePast: 'The end date cannot be in the past.',
} as const;

const ZChatId = zRowId(CHAT_MESSAGES.chatRequired);

/** Characters that show nothing: a message of only these is as empty as a blank one. */
const INVISIBLE = /[\s\u200B-\u200D\u2060\uFEFF]/g;

/**
 * Cleaned of control and bidi characters, then trimmed; empty, whitespace-only or
 * invisible-only is rejected (SPEC section 5).
 */
export const ZMessageText = zMultiLine(CHAT_MESSAGES.messageEmpty).check(
  z.trim(),
  z.refine((text) => text.replace(INVISIBLE, '').length > 0, CHAT_MESSAGES.messageEmpty),
  z.maxLength(MESSAGE_MAX, CHAT_MESSAGES.messageTooLong),
);

export const ZStoreMessage = z.object({ chat_id: ZChatId, message: ZMessageText });
export type TStoreMessage = z.infer<typeof ZStoreMessage>;

export const ZGetMessages = z.object({
  chat_id: ZChatId,
  /** Older page: messages with an id below this one. */
  before: z.optional(zRowId('The "before" cursor must be a message id.')),
  /** Catch-up after a reconnect: messages with an id above this one. */
  after: z.optional(zRowId('The "after" cursor must be a message id.')),
  limit: zPageLimit(MESSAGES_PAGE_DEFAULT),
});
export type TGetMessages = z.infer<typeof ZGetMessages>;

/** A calendar day (YYYY-MM-DD, the contract ends at the end of that day, UTC) or a full ISO time. */
export const ZEndDate = z.string(CHAT_MESSAGES.endDateInvalid).check(
  z.trim(),
  z.refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) &&
      isCalendarDay(value.slice(0, 10)) &&
      !Number.isNaN(parseEndDate(value).getTime()),
    CHAT_MESSAGES.endDateInvalid,
  ),
);

/** Whether YYYY-MM-DD names a real day: Date would roll 2031-02-30 over to March 2nd. */
const isCalendarDay = (day: string): boolean => {
  const date = new Date(`${day}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

export const parseEndDate = (value: string): Date =>
  /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(`${value}T23:59:59.999Z`)
    : new Date(value.replace(' ', 'T'));

export const ZSetExpiryDate = z.object({ chat_id: ZChatId, end_date: ZEndDate });
export type TSetExpiryDate = z.infer<typeof ZSetExpiryDate>;

export const ZMarkRead = z.object({ message_id: zRowId('Choose the message read up to.') });

export const ZChatMessage = z.object({
  id: z.number().check(z.int()),
  chat_id: z.number().check(z.int()),
  sender: z.number().check(z.int()),
  message: z.string(),
  created_at: z.string(),
  /** SPEC's routing fields: the recipient's user id and the job of the chat. */
  channelId: z.number().check(z.int()),
  /** Null in the conversation of a service order, which has no job. */
  JobPostId: z.nullable(z.number().check(z.int())),
  /** An order's event told in its conversation ('Payment received'), not a person's words. */
  system: z.boolean(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZChat = z.object({
  id: z.number().check(z.int()),
  /** The job and proposal of a contract's chat; null in a service order's chat. */
  job_post_id: z.nullable(z.number().check(z.int())),
  /** The job's title, or the ordered service's title. */
  job_title: z.string(),
  proposal_id: z.nullable(z.number().check(z.int())),
  /** The escrow order this conversation belongs to, when there is one. */
  order_id: z.nullable(z.number().check(z.int())),
  client_id: z.number().check(z.int()),
  freelancer_id: z.number().check(z.int()),
  /** Both people's public summaries, picture included, for the list and the room header. */
  client: ZOwner,
  freelancer: ZOwner,
  last_message: z.nullable(
    z.object({ message: z.string(), created_at: z.string(), sender: z.number().check(z.int()) }),
  ),
  /** ISO time the contract ends, or null while the client has not set it. */
  end_date: z.nullable(z.string()),
  /** Whether the end date has passed: the chat is then read-only. */
  ended: z.boolean(),
  started_at: z.string(),
  unread_count: z.number().check(z.int()),
});
export type TChat = z.infer<typeof ZChat>;
