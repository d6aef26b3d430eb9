import { z } from 'zod/mini';
import { EMAIL_CATEGORIES } from './constants.ts';

/** What a notification is about; the web refreshes what each kind makes stale. */
export const NOTIFICATION_KINDS = [
  'proposal_received',
  'proposal_accepted',
  'proposal_refused',
  'message',
  'end_date_set',
  'order_update',
  /** Reserved for disputes (not built yet): mailed like the other order events. */
  'order_disputed',
  'review_received',
] as const;
export const ZNotificationKind = z.enum(NOTIFICATION_KINDS);
export type TNotificationKind = z.infer<typeof ZNotificationKind>;

export const ZNotification = z.object({
  id: z.number().check(z.int()),
  kind: ZNotificationKind,
  text: z.string(),
  /** The in-app path the notification leads to. */
  link: z.string(),
  read: z.boolean(),
  created_at: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZEmailCategory = z.enum(EMAIL_CATEGORIES);
export type TEmailCategory = z.infer<typeof ZEmailCategory>;

/** Which notifications also arrive by email, and under which category; null: in-app only. */
export const EMAIL_CATEGORY_OF_KIND: Record<TNotificationKind, TEmailCategory | null> = {
  message: 'messages',
  order_update: 'orders',
  order_disputed: 'orders',
  proposal_accepted: 'proposals',
  proposal_refused: 'proposals',
  review_received: 'reviews',
  proposal_received: null,
  end_date_set: null,
};

/** Whether each category arrives by email (all on until the person turns one off). */
export const ZEmailPreferences = z.object({
  messages: z.boolean(),
  orders: z.boolean(),
  proposals: z.boolean(),
  reviews: z.boolean(),
});
export type TEmailPreferences = z.infer<typeof ZEmailPreferences>;
export const ZEmailPreferencesUpdate = z.partial(ZEmailPreferences);
export type TEmailPreferencesUpdate = z.infer<typeof ZEmailPreferencesUpdate>;

/** A chat sends at most one mail per recipient in this many minutes. */
export const CHAT_MAIL_THROTTLE_MINUTES = 15;
