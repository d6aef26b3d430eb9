import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  PASSWORD_RESET_MINUTES,
  PRODUCT_NAME,
  RESET_MESSAGES,
  type TResetPassword,
} from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { passwordResets } from '#db/schema/index.ts';
import { AppError } from '#kernel/app-error.ts';
import { letter, type MailService } from '#modules/mail/index.ts';
import type { UsersService } from '#modules/users/index.ts';
import type { EndAllSessions } from './end-sessions.ts';
import { hashLinkToken, newLinkToken } from './link-tokens.ts';

/**
 * "Forgot password?": a single-use link by mail that works for an hour. Asking answers the
 * same whether or not the address has an account; using the link sets the new password and
 * ends every session of the account, on every instance.
 */
export const createPasswordReset = (deps: {
  db: Database;
  accounts: Pick<UsersService, 'findCredentials' | 'setPasswordHash'>;
  mail: Pick<MailService, 'enqueue' | 'sendSoon'>;
  /** The auth service's: the sessions end in the transaction that sets the password. */
  endAllSessions: EndAllSessions;
  hashPassword: (password: string) => Promise<string>;
  linkOrigin: string;
}) => {
  const { db, accounts } = deps;

  return {
    request: async (email: string): Promise<void> => {
      const account = await accounts.findCredentials(email);
      if (!account) return;
      const { token, tokenHash } = newLinkToken();
      const link = `${deps.linkOrigin}/reset_password?token=${token}`;
      await db.transaction(async (tx) => {
        await tx.insert(passwordResets).values({
          userId: account.id,
          tokenHash,
          expiresAt: new Date(Date.now() + PASSWORD_RESET_MINUTES * 60_000),
        });
        await deps.mail.enqueue(
          tx,
          letter({
            to: email,
            subject: `Choose a new ${PRODUCT_NAME} password`,
            name: account.firstName,
            paragraphs: [
              `Someone asked to choose a new password for your ${PRODUCT_NAME} account. If it was you, use the button below within the hour. The link works once.`,
              'If it was not you, ignore this mail: your password stays as it is.',
            ],
            action: { label: 'Choose a new password', url: link },
            footnote: `You get this mail because a new password was asked for ${email} on ${PRODUCT_NAME}.`,
          }),
        );
      });
      deps.mail.sendSoon();
    },

    reset: async (input: TResetPassword): Promise<{ sessions_ended: number }> => {
      const passwordHash = await deps.hashPassword(input.new_password);
      const ended = await db.transaction(async (tx) => {
        // Used up in the same statement that checks it: two uses at once cannot both pass.
        const [used] = await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(passwordResets.tokenHash, hashLinkToken(input.token)),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, sql`now()`),
            ),
          )
          .returning({ userId: passwordResets.userId });
        if (!used)
          throw new AppError('unprocessable', RESET_MESSAGES.tokenInvalid, {
            token: RESET_MESSAGES.tokenInvalid,
          });
        // Other links sent before this one stop working too.
        await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResets.userId, used.userId), isNull(passwordResets.usedAt)));
        await accounts.setPasswordHash(tx, used.userId, passwordHash);
        return deps.endAllSessions(tx, used.userId);
      });
      await ended.announce();
      return { sessions_ended: ended.count };
    },
  };
};

export type PasswordReset = ReturnType<typeof createPasswordReset>;
