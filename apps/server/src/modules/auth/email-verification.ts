import { verify } from '@node-rs/argon2';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  EMAIL_VERIFICATION_HOURS,
  PRODUCT_NAME,
  VERIFY_MESSAGES,
  type TChangeEmail,
} from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { emailVerifications } from '#db/schema/index.ts';
import { AppError } from '#kernel/app-error.ts';
import { letter, type MailService } from '#modules/mail/index.ts';
import type { UsersService } from '#modules/users/index.ts';
import { hashLinkToken, newLinkToken } from './link-tokens.ts';

const UNLOCKS = 'paying for orders, funding contracts, delivering work for pay and payouts';

/**
 * Proving the person reads their address: a single-use link by mail, good for 24 hours, sent
 * on sign-up (and again on request) and when they ask to change the address. The account's
 * address changes only when the link mailed to the new one is opened.
 */
export const createEmailVerification = (deps: {
  db: Database;
  accounts: Pick<
    UsersService,
    'contactOf' | 'confirmEmail' | 'passwordHashOf' | 'assertIdentityFree'
  >;
  mail: Pick<MailService, 'enqueue' | 'sendSoon'>;
  linkOrigin: string;
}) => {
  const { db, accounts } = deps;

  /** Stores a link for `email` and queues its mail, in the caller's transaction. */
  const queueLink = async (
    tx: Database,
    userId: number,
    email: string,
    mail: { subject: string; name: string; paragraphs: string[]; footnote: string },
  ) => {
    const { token, tokenHash } = newLinkToken();
    await tx.insert(emailVerifications).values({
      userId,
      email,
      tokenHash,
      expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_HOURS * 3_600_000),
    });
    await deps.mail.enqueue(
      tx,
      letter({
        to: email,
        ...mail,
        action: {
          label: 'Verify my email',
          url: `${deps.linkOrigin}/verify_email?token=${token}`,
        },
      }),
    );
  };

  return {
    /** After sign-up, and the resend button: a link to the account's current address. */
    sendLink: async (userId: number): Promise<void> => {
      const contact = await accounts.contactOf(userId);
      if (contact.verified) throw new AppError('conflict', VERIFY_MESSAGES.alreadyVerified);
      await db.transaction((tx) =>
        queueLink(tx, userId, contact.email, {
          subject: `Verify your email for ${PRODUCT_NAME}`,
          name: contact.firstName,
          paragraphs: [
            `Welcome to ${PRODUCT_NAME}! Please confirm that this address is yours. Verifying unlocks ${UNLOCKS}, and shows a 'Verified' mark next to your name.`,
            `The link works once, for ${EMAIL_VERIFICATION_HOURS} hours.`,
          ],
          footnote: `You get this mail because ${contact.email} was used to sign up on ${PRODUCT_NAME}.`,
        }),
      );
      deps.mail.sendSoon();
    },

    /**
     * Asks to change the address: a link to the new one, a notice to the old one, and the
     * account unchanged until the link is opened.
     */
    requestChange: async (userId: number, input: TChangeEmail): Promise<void> => {
      const passwordHash = await accounts.passwordHashOf(userId);
      if (!passwordHash || !(await verify(passwordHash, input.password)))
        throw new AppError('unprocessable', VERIFY_MESSAGES.passwordWrong, {
          password: VERIFY_MESSAGES.passwordWrong,
        });
      const contact = await accounts.contactOf(userId);
      if (contact.email.toLowerCase() === input.email)
        throw new AppError('unprocessable', VERIFY_MESSAGES.sameEmail, {
          email: VERIFY_MESSAGES.sameEmail,
        });
      await accounts.assertIdentityFree({ email: input.email });
      await db.transaction(async (tx) => {
        await queueLink(tx, userId, input.email, {
          subject: `Confirm your new email for ${PRODUCT_NAME}`,
          name: contact.firstName,
          paragraphs: [
            `You asked to use this address for your ${PRODUCT_NAME} account instead of ${contact.email}. Open the link below to make the change; until then nothing changes.`,
            `The link works once, for ${EMAIL_VERIFICATION_HOURS} hours.`,
          ],
          footnote: `You get this mail because ${input.email} was given as the new address of a ${PRODUCT_NAME} account.`,
        });
        await deps.mail.enqueue(
          tx,
          letter({
            to: contact.email,
            subject: `Your ${PRODUCT_NAME} email is about to change`,
            name: contact.firstName,
            paragraphs: [
              `Someone signed in to your account asked to change its email address to ${input.email}. It changes only when the link we sent to that address is opened.`,
              'If it was not you, change your password now: your address stays as it is.',
            ],
            footnote: `You get this mail because it concerns the ${PRODUCT_NAME} account of ${contact.email}.`,
          }),
        );
      });
      deps.mail.sendSoon();
    },

    /** Opens a link: the address it was sent to becomes the account's, verified. */
    confirm: async (token: string): Promise<{ email: string }> =>
      db.transaction(async (tx) => {
        // Used up in the same statement that checks it: two uses at once cannot both pass.
        const [used] = await tx
          .update(emailVerifications)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(emailVerifications.tokenHash, hashLinkToken(token)),
              isNull(emailVerifications.usedAt),
              gt(emailVerifications.expiresAt, sql`now()`),
            ),
          )
          .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
        if (!used)
          throw new AppError('unprocessable', VERIFY_MESSAGES.tokenInvalid, {
            token: VERIFY_MESSAGES.tokenInvalid,
          });
        // Read in the transaction: PGlite has one connection, which this transaction holds.
        const before = await accounts.contactOf(used.userId, tx);
        const changed = before.email.toLowerCase() !== used.email.toLowerCase();
        const after = await accounts.confirmEmail(tx, used.userId, used.email);
        // Other links to this address are spent; after a change every older link is, so a
        // link to the previous address can never bring it back.
        await tx
          .update(emailVerifications)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(emailVerifications.userId, used.userId),
              isNull(emailVerifications.usedAt),
              changed ? undefined : sql`lower(${emailVerifications.email}) = lower(${used.email})`,
            ),
          );
        return { email: after.email };
      }),
  };
};

export type EmailVerification = ReturnType<typeof createEmailVerification>;
