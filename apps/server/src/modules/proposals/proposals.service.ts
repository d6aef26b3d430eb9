import { and, eq, or, sql } from 'drizzle-orm';
import {
  bidBelowBudgetMessage,
  CHAT_MESSAGES,
  parseEndDate,
  computeFee,
  formatSpaceDateTime,
  toCents,
  toDollars,
  type TAcceptProposal,
  type TAcceptResult,
  type TCreateProposal,
  type TProposal,
  type TProposalStatus,
} from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { jobPosts, proposals } from '#db/schema/index.ts';
import { AppError } from '#kernel/app-error.ts';
import { isUniqueViolation } from '#kernel/db-errors.ts';
import type { ChatService } from '#modules/chat/index.ts';
import type { NotificationsService } from '#modules/notifications/index.ts';
import type { OrdersService } from '#modules/orders/index.ts';
import { contractEndNow, lockProposal, moveProposal } from './contract-locks.ts';
import { checkMilestones } from './milestone-checks.ts';
import { createProposalStats } from './proposal-stats.ts';
import { createProposalViews, effectiveStatusSql } from './proposal-views.ts';

/** How long a contract may run before its order counts as overdue, by the proposal's duration. */
const DURATION_DAYS: Record<TProposal['duration'], number> = {
  'less than 1 month': 30,
  '1 to 3 months': 90,
  '3 to 6 months': 180,
  'more than 6 months': 365,
};

const JOB_NOT_FOUND = 'This job post does not exist or was deleted.';

export const createProposalsService = (deps: {
  db: Database;
  notifications: NotificationsService;
  conversations: ChatService;
  orders: OrdersService;
}) => {
  const { db, notifications, conversations, orders } = deps;

  // A contract's order completing (accepted from the order page, or by its timer) ends the
  // contract too. The order row is locked first there, then this proposal, then its chat: the
  // order of `lockProposal`, the job aside (an order completing never touches the job).
  //
  // With milestones, the contract ends with its last one: the check for milestones still open
  // runs after the proposal's lock, which a simultaneous release of another milestone holds
  // until it commits, so of two last releases the second sees the first's and ends it.
  orders.onContractCompleted(async (tx, proposalId) => {
    await tx
      .select({ id: proposals.id })
      .from(proposals)
      .where(eq(proposals.id, proposalId))
      .for('update');
    if (await orders.hasOpenMilestones(tx, proposalId)) return;
    await conversations.lockContractConversation(tx, proposalId);
    await tx
      .update(proposals)
      .set({
        status: 'done',
        endsAt: contractEndNow,
        updatedAt: sql`now()`,
      })
      .where(and(eq(proposals.id, proposalId), eq(proposals.status, 'active')));
    await conversations.endConversation(tx, proposalId);
  });

  const { selectProposals, toDto } = createProposalViews(db);

  /** The answer of a change, read in the change's transaction. */
  const readBack = async (tx: Database, proposalId: number): Promise<TProposal> => {
    const [row] = await selectProposals(eq(proposals.id, proposalId), tx);
    if (!row) throw new Error('a proposal changed in this transaction is missing');
    return toDto(row);
  };

  /** Refusing and withdrawing: the proposal's side of the deal ends; nothing else changes. */
  const closePending = async (userId: number, proposalId: number, action: 'refuse' | 'withdraw') =>
    db.transaction(async (tx) => {
      const row = await lockProposal(tx, proposalId);
      if (action === 'refuse' && row.clientId !== userId)
        throw new AppError(
          'forbidden',
          'Only the client who posted the job can refuse its proposals.',
        );
      if (action === 'withdraw' && row.proposal.freelancerId !== userId)
        throw new AppError('forbidden', 'Only the freelancer who sent a proposal can withdraw it.');
      await moveProposal(tx, row, action);
      return { row, dto: await readBack(tx, proposalId) };
    });

  return {
    /**
     * Account deletion, in its transaction: the freelancer's proposals (and, by cascade, the
     * conversations of their finished contracts); a client's go with their jobs.
     */
    eraseFreelancer: async (tx: Database, freelancerId: number) => {
      await tx.delete(proposals).where(eq(proposals.freelancerId, freelancerId));
    },

    /** Accepted proposals still running, on either side: contracts not completed yet. */
    activeContractsOf: async (tx: Database, userId: number) =>
      tx
        .select({ id: proposals.id })
        .from(proposals)
        .innerJoin(jobPosts, eq(jobPosts.id, proposals.jobId))
        .where(
          and(
            eq(proposals.status, 'active'),
            or(eq(proposals.freelancerId, userId), eq(jobPosts.clientId, userId)),
          ),
        ),

    create: async (freelancerId: number, input: TCreateProposal): Promise<TProposal> => {
      const { job, dto } = await db.transaction(async (tx) => {
        // Shared with other senders, exclusive of deleting or editing the job: the bid is
        // checked against the budget the proposal is stored with, on a job that stays.
        const [job] = await tx
          .select({
            id: jobPosts.id,
            budgetCents: jobPosts.budgetCents,
            clientId: jobPosts.clientId,
            title: jobPosts.title,
          })
          .from(jobPosts)
          .where(eq(jobPosts.id, input.job_post_id))
          .for('share');
        if (!job) throw new AppError('not_found', JOB_NOT_FOUND, { job_post_id: JOB_NOT_FOUND });
        const bidCents = toCents(input.bid);
        if (bidCents < job.budgetCents) {
          const message = bidBelowBudgetMessage(toDollars(job.budgetCents));
          throw new AppError('unprocessable', message, { bid: message });
        }
        const { feeCents, receiveCents } = computeFee(bidCents);
        try {
          const [row] = await tx
            .insert(proposals)
            .values({
              jobId: job.id,
              freelancerId,
              bidCents,
              feeCents,
              receiveCents,
              duration: input.duration,
              coverLetter: input.cover_letter,
            })
            .returning({ id: proposals.id });
          if (!row) throw new Error('insert returned no row');
          return { job, dto: await readBack(tx, row.id) };
        } catch (error) {
          // The same freelancer's other proposal, sent at the same moment, was stored first.
          if (isUniqueViolation(error))
            throw new AppError('conflict', 'You have already sent a proposal for this job.');
          throw error;
        }
      });
      await notifications.notify(
        job.clientId,
        'proposal_received',
        `New proposal on "${job.title}"`,
        // The Pending tab filtered to this job, where the new proposal waits (issue 15).
        `/proposals/?tab=pending&job=${input.job_post_id}`,
      );
      return dto;
    },

    /** The job's owner sees every proposal on it; a freelancer sees their own; others nothing. */
    listForJob: async (viewerId: number, jobId: number): Promise<TProposal[]> => {
      const [job] = await db
        .select({ clientId: jobPosts.clientId })
        .from(jobPosts)
        .where(eq(jobPosts.id, jobId))
        .limit(1);
      if (!job) throw new AppError('not_found', JOB_NOT_FOUND);
      const where =
        job.clientId === viewerId
          ? eq(proposals.jobId, jobId)
          : and(eq(proposals.jobId, jobId), eq(proposals.freelancerId, viewerId));
      return (await selectProposals(where)).map(toDto);
    },

    listForClient: async (clientId: number, status?: TProposalStatus): Promise<TProposal[]> =>
      (
        await selectProposals(
          and(
            eq(jobPosts.clientId, clientId),
            status ? sql`${effectiveStatusSql} = ${status}` : undefined,
          ),
        )
      ).map(toDto),

    listForFreelancer: async (
      freelancerId: number,
      status?: TProposalStatus,
    ): Promise<TProposal[]> =>
      (
        await selectProposals(
          and(
            eq(proposals.freelancerId, freelancerId),
            status ? sql`${effectiveStatusSql} = ${status}` : undefined,
          ),
        )
      ).map(toDto),

    /** Accepting opens the contract and the chat between the two, in one transaction. */
    accept: async (
      clientId: number,
      proposalId: number,
      input: TAcceptProposal = undefined,
    ): Promise<TAcceptResult> => {
      const { row, chat, dto } = await db.transaction(async (tx) => {
        const row = await lockProposal(tx, proposalId);
        if (row.clientId !== clientId)
          throw new AppError(
            'forbidden',
            'Only the client who posted the job can accept its proposals.',
          );
        const milestones = checkMilestones(input?.milestones ?? [], row.proposal.bidCents);
        const accepted = await moveProposal(tx, row, 'accept');
        const opened = await conversations.openConversation(tx, {
          jobId: accepted.jobId,
          proposalId: accepted.id,
          clientId,
          freelancerId: accepted.freelancerId,
        });
        // The agreed bid must be paid into escrow before the work starts.
        await orders.createForContract(tx, {
          proposalId: accepted.id,
          clientId,
          freelancerId: accepted.freelancerId,
          title: row.jobTitle,
          bidCents: accepted.bidCents,
          feeCents: accepted.feeCents,
          chatId: opened.id,
          deliveryDays: DURATION_DAYS[accepted.duration as TProposal['duration']],
          milestones,
        });
        return { row, chat: opened, dto: await readBack(tx, proposalId) };
      });
      await notifications.notify(
        row.proposal.freelancerId,
        'proposal_accepted',
        `Your proposal on "${row.jobTitle}" was accepted. You can now message the client.`,
        `/chat/${chat.id}`,
      );
      return {
        proposal: dto,
        chat: {
          id: chat.id,
          job_post_id: row.proposal.jobId,
          client_id: chat.clientId,
          freelancer_id: chat.freelancerId,
          end_date: chat.endDate ? chat.endDate.toISOString() : null,
        },
      };
    },

    refuse: async (clientId: number, proposalId: number): Promise<TProposal> => {
      const { row, dto } = await closePending(clientId, proposalId, 'refuse');
      await notifications.notify(
        row.proposal.freelancerId,
        'proposal_refused',
        `Your proposal on "${row.jobTitle}" was declined.`,
        `/proposals/?tab=pending&job=${row.proposal.jobId}`,
      );
      return dto;
    },

    withdraw: async (freelancerId: number, proposalId: number): Promise<TProposal> =>
      (await closePending(freelancerId, proposalId, 'withdraw')).dto,

    complete: async (clientId: number, proposalId: number): Promise<TProposal> => {
      // An accept that committed while this waited for the proposal row opened the contract's
      // orders after this transaction looked for them. Locking them now, after the proposal,
      // would break the lock order (a second completion that found them holds them and waits
      // for the proposal: a deadlock), so the transaction starts again and locks the orders
      // first. The orders, once there, stay, so one more attempt is enough.
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        const done = await db.transaction(async (tx) => {
          // Its orders first, as every change of an order does, then the proposal and its chat.
          const contractOrders = await orders.lockContractOrders(tx, proposalId);
          const row = await lockProposal(tx, proposalId);
          await conversations.lockContractConversation(tx, proposalId);
          if (row.clientId !== clientId)
            throw new AppError(
              'forbidden',
              'Only the client who posted the job can complete its contract.',
            );
          if (row.status === 'done')
            throw new AppError('conflict', 'This contract is already done.');
          if (contractOrders.length === 0 && (await orders.findContractOrder(tx, proposalId)))
            return undefined;
          if (contractOrders.some((order) => order.status === 'disputed'))
            throw new AppError(
              'conflict',
              'A milestone of this contract is in dispute: an admin decides it before the contract can be completed.',
            );
          if (
            contractOrders.length > 0 &&
            contractOrders.every((order) => order.status === 'awaiting_payment')
          )
            throw new AppError(
              'conflict',
              'Fund this contract before completing it: nothing is held in escrow yet.',
            );
          await moveProposal(tx, row, 'complete');
          const released = await orders.settleContract(tx, clientId, contractOrders);
          await conversations.endConversation(tx, proposalId);
          return { released, jobTitle: row.jobTitle, dto: await readBack(tx, proposalId) };
        });
        if (done) {
          await orders.announceContractReleased(done.jobTitle, done.released);
          return done.dto;
        }
      }
      throw new AppError('conflict', 'This contract changed while completing it. Try again.');
    },

    /**
     * The client sets the contract's end (`POST /api/chats/setExpiryDate`): the proposal's
     * ends_at and its chat's end date change together. Like completing, it locks the proposal
     * row and then the chat, and decides on the contract's state and the date under those
     * locks, so a completion racing it either happened before (409 here) or waits for it and
     * then ends the contract now.
     */
    setContractEnd: async (clientId: number, chatId: number, endDateText: string) => {
      // Who takes part in a chat and which contract it belongs to never change.
      const chat = await conversations.findForParticipant(clientId, chatId);
      if (chat.clientId !== clientId)
        throw new AppError('forbidden', 'Only the client can set the end of the contract.');
      const proposalId = chat.proposalId;
      if (proposalId === null)
        throw new AppError(
          'conflict',
          'This conversation belongs to an order: it ends when the order does.',
        );
      const endDate = parseEndDate(endDateText);
      await db.transaction(async (tx) => {
        const row = await lockProposal(tx, proposalId);
        await conversations.lockContractConversation(tx, proposalId);
        if (row.proposal.status === 'done')
          throw new AppError(
            'conflict',
            'This contract is complete, so its end date can no longer change.',
          );
        if (endDate.getTime() < Date.now()) {
          throw new AppError('unprocessable', CHAT_MESSAGES.endDatePast, {
            end_date: CHAT_MESSAGES.endDatePast,
          });
        }
        await tx
          .update(proposals)
          .set({ endsAt: endDate, updatedAt: sql`now()` })
          .where(eq(proposals.id, proposalId));
        await conversations.setEndDate(tx, chatId, endDate);
      });
      const updated = await conversations.announceEndDate(clientId, chatId);
      await notifications.notify(
        chat.freelancerId,
        'end_date_set',
        `The client set the end of the contract "${updated.job_title}" to ${formatSpaceDateTime(endDate)} UTC`,
        `/chat/${chatId}`,
      );
      return updated;
    },

    ...createProposalStats(db),
  };
};

export type ProposalsService = ReturnType<typeof createProposalsService>;
