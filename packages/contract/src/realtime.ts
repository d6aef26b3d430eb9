import { z } from 'zod/mini';
import { ZChatMessage } from './chat.ts';
import { zRowId } from './fields.ts';
import { ZNotification } from './notifications.ts';

/** Client -> server frames on /ws. SPEC's userId/channelId/JobPostId are accepted, never trusted. */
export const ZClientFrame = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('connect'),
    token: z.string().check(z.minLength(1)),
    userId: z.optional(z.unknown()),
    channelId: z.optional(z.unknown()),
    JobPostId: z.optional(z.unknown()),
  }),
  z.object({
    type: z.literal('message'),
    chat_id: zRowId(),
    message: z.string(),
    client_id: z.optional(z.string().check(z.maxLength(64))),
  }),
  z.object({ type: z.literal('typing'), chat_id: zRowId() }),
  z.object({ type: z.literal('read'), chat_id: zRowId(), message_id: zRowId() }),
  z.object({ type: z.literal('ping') }),
]);
export type TClientFrame = z.infer<typeof ZClientFrame>;

/** Server -> client frames. */
export const ZServerFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), userId: z.number().check(z.int()) }),
  z.object({ type: z.literal('error'), error: z.string() }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('message'), data: ZChatMessage }),
  z.object({ type: z.literal('notification'), data: ZNotification }),
  z.object({
    type: z.literal('chat_updated'),
    data: z.object({
      id: z.number().check(z.int()),
      end_date: z.nullable(z.string()),
      ended: z.boolean(),
    }),
  }),
  z.object({
    type: z.literal('typing'),
    chat_id: z.number().check(z.int()),
    userId: z.number().check(z.int()),
  }),
  z.object({
    type: z.literal('read'),
    chat_id: z.number().check(z.int()),
    userId: z.number().check(z.int()),
    message_id: z.number().check(z.int()),
  }),
]);
export type TServerFrame = z.infer<typeof ZServerFrame>;
