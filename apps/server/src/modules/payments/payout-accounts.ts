import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { payoutAccounts } from '#db/schema/index.ts';
import { AppError } from '#kernel/app-error.ts';
import type { PaymentProvider } from './payment-provider.ts';

/**
 * Freelancers' payout accounts with a processor that pays into an account of theirs (Stripe
 * Connect Express): created once, onboarded on the processor's pages, and ready when the
 * processor's webhook says it accepts payouts. The sandbox needs none.
 */
export const createPayoutAccounts = (deps: {
  db: Database;
  provider: PaymentProvider;
  /** The site's address: the processor's payout setup sends people back to it. */
  linkOrigin: string;
}) => {
  const { db, provider } = deps;

  /** The payout account money may be sent to, or why none may (with a processor that needs one). */
  const destination = async (tx: Database, userId: number) => {
    if (!provider.payoutAccounts) return null;
    const [account] = await tx
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, userId));
    if (!account?.payoutsEnabled)
      throw new AppError(
        'conflict',
        account
          ? 'Stripe has not enabled payouts to your account yet: finish setting up payouts (Set up payouts) and try again.'
          : 'Set up payouts first: your earnings are paid into a Stripe account of yours.',
      );
    return account.accountRef;
  };

  /**
   * Reads the account's state from the processor and keeps it; undefined when it is not one
   * of ours. The processor's word now, not an event's copy: events arrive out of order, and a
   * stale one must not turn payouts off (or on).
   */
  const refresh = async (accountRef: string) => {
    const accounts = provider.payoutAccounts;
    if (!accounts) return undefined;
    const [known] = await db
      .select({ id: payoutAccounts.userId })
      .from(payoutAccounts)
      .where(eq(payoutAccounts.accountRef, accountRef));
    if (!known) return undefined;
    const { payoutsEnabled } = await accounts.status(accountRef);
    await db
      .update(payoutAccounts)
      .set({ payoutsEnabled, updatedAt: new Date() })
      .where(eq(payoutAccounts.accountRef, accountRef));
    return { payoutsEnabled };
  };

  return {
    destination,
    refresh,
    /** What the payments service offers its callers. */
    forCallers: {
      /**
       * Account deletion, in its transaction: the link to the person's payout account with the
       * processor goes (the account itself stays with the processor, closed by the operator).
       */
      erasePayoutAccount: async (tx: Database, userId: number) => {
        await tx.delete(payoutAccounts).where(eq(payoutAccounts.userId, userId));
      },

      /** Whether this processor needs a payout account, and the state of the person's. */
      payoutAccount: async (userId: number) => {
        if (!provider.payoutAccounts) return { required: false, started: false, ready: true };
        const [account] = await db
          .select()
          .from(payoutAccounts)
          .where(eq(payoutAccounts.userId, userId));
        if (!account) return { required: true, started: false, ready: false };
        let ready = account.payoutsEnabled;
        try {
          ready = (await refresh(account.accountRef))?.payoutsEnabled ?? ready;
        } catch (error) {
          // Stripe out of reach: the state last read is the best answer a page view has.
          if (!(error instanceof AppError && error.code === 'unavailable')) throw error;
        }
        return { required: true, started: true, ready };
      },

      /**
       * Creates the person's payout account with the processor the first time, and returns a
       * fresh onboarding link to it (links are single-use and expire within minutes).
       */
      startPayoutAccount: async (userId: number): Promise<{ url: string }> => {
        const accounts = provider.payoutAccounts;
        if (!accounts)
          throw new AppError(
            'conflict',
            'Payouts need no setup here: withdraw from your earnings.',
          );
        const [existing] = await db
          .select()
          .from(payoutAccounts)
          .where(eq(payoutAccounts.userId, userId));
        let accountRef = existing?.accountRef;
        if (!accountRef) {
          // Two clicks at once ask the processor with the same idempotency key and get the same
          // account; the second insert finds the first's row.
          const created = await accounts.create({ userId });
          await db
            .insert(payoutAccounts)
            .values({ userId, provider: provider.name, accountRef: created.accountRef })
            .onConflictDoNothing();
          const [row] = await db
            .select({ accountRef: payoutAccounts.accountRef })
            .from(payoutAccounts)
            .where(eq(payoutAccounts.userId, userId));
          accountRef = row?.accountRef ?? created.accountRef;
        }
        return accounts.onboardingLink({
          accountRef,
          returnUrl: `${deps.linkOrigin}/earnings?payouts=returned`,
          refreshUrl: `${deps.linkOrigin}/earnings?payouts=expired`,
        });
      },

      /** Whether money released to this person may be sent on to their payout account now. */
      canPayOutOnRelease: async (tx: Database, userId: number) => {
        if (!provider.payoutAccounts) return false;
        const [account] = await tx
          .select({ ready: payoutAccounts.payoutsEnabled })
          .from(payoutAccounts)
          .where(eq(payoutAccounts.userId, userId));
        return account?.ready ?? false;
      },
    },
  };
};
