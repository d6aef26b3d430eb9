import { z } from 'zod/mini';
import {
  ZAdminUser,
  ZCategory,
  ZChat,
  ZChatMessage,
  ZDispute,
  ZDisputeDetail,
  ZEarnings,
  ZEmailPreferences,
  ZImage,
  ZJob,
  ZLedgerCheck,
  ZLoginResult,
  ZJobSummary,
  ZNotification,
  ZOrder,
  ZOrderDetail,
  ZOrderFile,
  ZOrderReviews,
  ZPayResult,
  ZPayout,
  ZPayoutAccount,
  ZProject,
  ZProposal,
  ZPublicUser,
  ZRating,
  ZRegisterResult,
  ZReview,
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
 * search, the realtime connection, signing in and up), compiled to plain checks
 * (response-checks.generated.ts, `npm run generate -w apps/web`) so those pages load no zod.
 * Only the generator, its test and the types import this module.
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

/**
 * The other pages' answers, compiled the same way, by the area of the pages that read them: each
 * area's checks are a module of their own (response-checks-<area>.generated.ts), which loads
 * with that area's API calls, so a page carries only the checks of the answers it reads. Pages
 * check every answer this way but four: the payments' settings (a record), the two links to
 * the payment provider (URLs) and the admin's audit log (unknown details), which the compiler
 * refuses and which keep the contract's zod schemas.
 */
export const AREA_RESPONSE_SCHEMAS = {
  jobs: { job: ZJob, savedJob: z.object({ saved: z.boolean() }) },
  user: {
    publicUser: ZPublicUser,
    passwordChanged: z.object({ changed: z.boolean() }),
    passwordReset: z.object({ sessions_ended: z.number() }),
  },
  services: { service: ZService, services: z.array(ZService) },
  portfolio: { project: ZProject, projects: z.array(ZProject), images: z.array(ZImage) },
  proposals: { proposal: ZProposal, proposals: z.array(ZProposal) },
  chat: {
    chat: ZChat,
    chats: z.array(ZChat),
    chatMessage: ZChatMessage,
    messagePage: z.object({
      data: z.array(ZChatMessage),
      meta: z.object({ has_more: z.boolean() }),
    }),
  },
  orders: {
    orderDetail: ZOrderDetail,
    orderPage: zPage(ZOrder),
    orderFiles: z.array(ZOrderFile),
    payResult: ZPayResult,
    earnings: ZEarnings,
    payout: ZPayout,
    payoutAccount: ZPayoutAccount,
  },
  reviews: {
    review: ZReview,
    reviewPage: z.object({
      data: z.array(ZReview),
      meta: z.object({ next_cursor: z.nullable(z.string()), rating: z.optional(ZRating) }),
    }),
    orderReviews: ZOrderReviews,
  },
  notifications: { emailPreferences: ZEmailPreferences },
  admin: {
    disputes: z.array(ZDispute),
    disputeDetail: ZDisputeDetail,
    adminUser: ZAdminUser,
    adminUsers: z.array(ZAdminUser),
    ledger: ZLedgerCheck,
  },
};

type AreaSchemas = typeof AREA_RESPONSE_SCHEMAS;
/** `A | B` as `A & B`: every area's answers in one type, by name. */
type AllOf<U> = (U extends unknown ? (all: U) => void : never) extends (all: infer I) => void
  ? I
  : never;
type AllResponseSchemas = typeof RESPONSE_SCHEMAS & AllOf<AreaSchemas[keyof AreaSchemas]>;
export type ResponseName = keyof AllResponseSchemas;
export type ResponseOf<N extends ResponseName> = z.output<AllResponseSchemas[N]>;
