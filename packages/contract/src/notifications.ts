import { z } from 'zod';

/** What a notification is about; the web refreshes what each kind makes stale. */
export const NOTIFICATION_KINDS = [
  'proposal_received',
  'proposal_accepted',
  'proposal_refused',
  'message',
  'end_date_set',
  'order_update',
  'review_received',
] as const;
export const ZNotificationKind = z.enum(NOTIFICATION_KINDS);
export type TNotificationKind = z.infer<typeof ZNotificationKind>;

export const ZNotification = z.object({
  id: z.number().int(),
  kind: ZNotificationKind,
  text: z.string(),
  /** The in-app path the notification leads to. */
  link: z.string(),
  read: z.boolean(),
  created_at: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;
