import { randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES, toDollars } from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import type { Idempotency } from '#http/idempotency.ts';
import { AppError } from '#kernel/app-error.ts';
import type { ImagesService } from '#kernel/images.ts';
import type { AuthService } from '#modules/auth/index.ts';
import type { CatalogService } from '#modules/catalog/index.ts';
import type { ChatService } from '#modules/chat/index.ts';
import type { JobsService } from '#modules/jobs/index.ts';
import type { LedgerService } from '#modules/ledger/index.ts';
import type { MailService } from '#modules/mail/index.ts';
import type { NotificationsService } from '#modules/notifications/index.ts';
import type { OrderFiles, OrdersService } from '#modules/orders/index.ts';
import type { PaymentsService } from '#modules/payments/index.ts';
import type { ProjectsService } from '#modules/projects/index.ts';
import type { ProposalsService } from '#modules/proposals/index.ts';
import type { ReviewsService } from '#modules/reviews/index.ts';
import type { UsersService } from '#modules/users/index.ts';

type AfterCommit = () => Promise<unknown>;

/**
 * "Delete my account". Each module erases what it owns, all in one transaction: the
 * profile, listings, proposals, uploads and the words of messages, reviews and orders go;
 * orders, payments, payouts and the ledger stay (the record of money that moved), pointing
 * at a row that now says 'Deleted user'. Open orders, running contracts or money still held
 * refuse it, and nothing changes. Files leave the disk once the transaction has committed.
 */
export const createAccountDeletion = (deps: {
  db: Database;
  auth: Pick<AuthService, 'confirmPassword' | 'eraseAccount'>;
  hashPassword: (password: string) => Promise<string>;
  users: Pick<UsersService, 'lockForErase' | 'eraseProfile'>;
  jobs: Pick<JobsService, 'eraseClient'>;
  catalog: Pick<CatalogService, 'eraseFreelancer'>;
  projects: Pick<ProjectsService, 'eraseFreelancer'>;
  images: Pick<ImagesService, 'eraseUploader'>;
  proposals: Pick<ProposalsService, 'eraseFreelancer' | 'activeContractsOf'>;
  chat: Pick<ChatService, 'eraseAuthor'>;
  notifications: Pick<NotificationsService, 'eraseUser'>;
  orders: Pick<OrdersService, 'openOrdersOf' | 'eraseParty'>;
  orderFiles: Pick<OrderFiles, 'eraseUploader'>;
  payments: Pick<PaymentsService, 'eraseCardDetails' | 'erasePayoutAccount'>;
  ledger: Pick<LedgerService, 'heldFor'>;
  reviews: Pick<ReviewsService, 'eraseWords'>;
  mail: Pick<MailService, 'forgetAddress'>;
  idempotency: Pick<Idempotency, 'forgetUser'>;
}) => {
  /** Refuses (409, saying what to settle first) while anything is open or money is held. */
  const assertSettled = async (tx: Database, userId: number) => {
    const [open, contracts, heldCents] = [
      await deps.orders.openOrdersOf(tx, userId),
      await deps.proposals.activeContractsOf(tx, userId),
      await deps.ledger.heldFor(tx, userId),
    ];
    // A running contract usually has its open order already: each counts once.
    const ordered = new Set(open.map((order) => order.proposalId));
    const openCount = open.length + contracts.filter((c) => !ordered.has(c.id)).length;
    const reasons = [
      ...(openCount > 0 ? [ACCOUNT_MESSAGES.openOrders(openCount)] : []),
      ...(heldCents !== 0 ? [ACCOUNT_MESSAGES.balance(toDollars(heldCents).toFixed(2))] : []),
    ];
    if (reasons.length)
      throw new AppError('conflict', [ACCOUNT_MESSAGES.blocked, ...reasons].join(' '));
  };

  return {
    deleteAccount: async (
      userId: number,
      password: string,
    ): Promise<{ sessions_ended: number }> => {
      await deps.auth.confirmPassword(userId, password, ACCOUNT_MESSAGES.passwordWrong);
      const unusableHash = await deps.hashPassword(randomBytes(32).toString('base64url'));
      const { ended, afterCommit } = await deps.db.transaction(async (tx) => {
        const person = await deps.users.lockForErase(tx, userId);
        await assertSettled(tx, userId);
        const afterCommit: AfterCommit[] = [await deps.images.eraseUploader(tx, userId)];
        await deps.catalog.eraseFreelancer(tx, userId);
        await deps.projects.eraseFreelancer(tx, userId);
        await deps.proposals.eraseFreelancer(tx, userId);
        afterCommit.push(await deps.jobs.eraseClient(tx, userId));
        afterCommit.push(await deps.orderFiles.eraseUploader(tx, userId));
        await deps.orders.eraseParty(tx, userId);
        await deps.payments.eraseCardDetails(tx, userId);
        await deps.payments.erasePayoutAccount(tx, userId);
        await deps.chat.eraseAuthor(tx, userId);
        await deps.reviews.eraseWords(tx, userId);
        await deps.notifications.eraseUser(tx, userId, [person.username]);
        await deps.mail.forgetAddress(tx, person.email, [person.username]);
        await deps.idempotency.forgetUser(tx, userId, [person.email, person.username]);
        // Again, now that the listings are gone: an order or acceptance that committed while
        // this ran is seen here, and the whole deletion is undone.
        await assertSettled(tx, userId);
        const ended = await deps.auth.eraseAccount(tx, userId);
        afterCommit.push(await deps.users.eraseProfile(tx, userId, unusableHash));
        return { ended, afterCommit };
      });
      await ended.announce();
      await Promise.all(afterCommit.map((run) => run()));
      return { sessions_ended: ended.count };
    },
  };
};

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
