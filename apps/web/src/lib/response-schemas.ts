import { z } from 'zod/mini';
import {
  ZCategory,
  ZLoginResult,
  ZJobSummary,
  ZNotification,
  ZRegisterResult,
  ZServerFrame,
  ZService,
  ZUser,
  ZUserInfo,
} from '@marketplace/contract';

/** A cursor page of a list: `{data: [...], meta: {next_cursor}}`. */
const zPage = <T extends z.core.$ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: z.object({ next_cursor: z.nullable(z.string()) }) });

/**
 * The answers the first pages read (the session check, the layout, the homes, the services
 * search, the realtime connection, signing in and up), compiled to plain checks (response-checks.generated.ts,
 * `npm run generate -w apps/web`) so those pages load no zod. Only the generator, its test and
 * the types import this module; other pages check their answers with the contract's schemas.
 */
export const RESPONSE_SCHEMAS = {
  user: ZUser,
  userInfo: ZUserInfo,
  jobs: z.array(ZJobSummary),
  jobPage: zPage(ZJobSummary),
  servicePage: zPage(ZService),
  categories: z.array(ZCategory),
  notificationPage: z.object({
    data: z.array(ZNotification),
    meta: z.object({ next_cursor: z.nullable(z.string()), unread_count: z.number() }),
  }),
  unreadCount: z.object({ unread_count: z.number() }),
  verifyEmail: z.object({ email: z.string(), msg: z.string() }),
  logout: z.object({ logged_out: z.boolean() }),
  loginResult: ZLoginResult,
  registerResult: ZRegisterResult,
  serverFrame: ZServerFrame,
};

export type ResponseName = keyof typeof RESPONSE_SCHEMAS;
export type ResponseOf<N extends ResponseName> = z.output<(typeof RESPONSE_SCHEMAS)[N]>;
