import { z } from 'zod/mini';
import { PASSWORD_MAX_LENGTH } from './constants.ts';
import { MESSAGES } from './auth.ts';

/** The name a deleted account shows wherever another person still sees it. */
export const DELETED_USER_NAME = { first: 'Deleted', last: 'user' } as const;

export const ACCOUNT_MESSAGES = {
  deleted: 'Your account was deleted.',
  passwordWrong: 'The password is incorrect.',
  /** A deleted person's messages stay in the other person's conversation, without their text. */
  messageRemoved: 'This message was deleted with its author’s account.',
  openOrders: (count: number) =>
    `You have ${count} open ${count === 1 ? 'order or contract' : 'orders or contracts'}. Complete or cancel ${count === 1 ? 'it' : 'them'} first.`,
  balance: (dollars: string) => `Your balance is $${dollars}. Pay it out from Earnings first.`,
  blocked: 'Your account cannot be deleted yet.',
} as const;

/** "Delete my account": the person confirms with their password. */
export const ZDeleteAccount = z.object({
  password: z
    .string(MESSAGES.passwordRequired)
    .check(
      z.minLength(1, MESSAGES.passwordRequired),
      z.maxLength(PASSWORD_MAX_LENGTH, MESSAGES.passwordLength),
    ),
});
export type TDeleteAccount = z.infer<typeof ZDeleteAccount>;
