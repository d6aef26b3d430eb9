import { and, eq, sql } from 'drizzle-orm';
import {
  bidBelowBudgetMessage,
  CHAT_MESSAGES,
  parseEndDate,
  computeFee,
  formatSpaceDateTime,
  toCents,
  toDollars,
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
import { createProposalStats } from './proposal-stats.ts';
import { createProposalViews, effectiveStatusSql } from './proposal-views.ts';

/** How long a contract may run before its order counts as overdue, by the proposal's duration. */
const DURATION_DAYS: Record<TProposal['duration'], number> = {
  'less than 1 month': 30,
  '1 to 3 months': 90,
  '3 to 6 months': 180,
  'more than 6 months': 365,
};

const PROPOSAL_NOT_FOUND = 'This proposal does not exist.';
const JOB_NOT_FOUND = 'This job post does not exist or was deleted.';

type ProposalRow = typeof proposals.$inferSelect;

const TRANSITIONS: Record<
  'accept' | 'refuse' | 'withdraw' | 'complete',
  { from: TProposalStatus; to: TProposalStatus }
> = {
  accept: { from: 'pending', to: 'active' },
  refuse: { from: 'pending', to: 'refused' },
  withdraw: { from: 'pending', to: 'withdrawn' },
  complete: { from: 'active', to: 'done' },
};

const ACTION_WORDS = {
  accept: 'accepted',
  refuse: 'refused',
  withdraw: 'withdrawn',
  complete: 'completed',
} as const;

export const createProposalsService = (deps: {
  db: Database;
  notifications: NotificationsService;
  conversations: ChatService;
  orders: OrdersService;
}) => {
  const { db, notifications, conversations, orders } = deps;

  // A contract's order completing (accepted from the order page, or by its timer) ends the
  // contract too. The order row is locked first there, then this proposal, then its chat.
  orders.onContractCompleted(async (tx, proposalId) => {
    await tx
      .update(proposals)
      .set({
        status: 'done',
        endsAt: sql`coalesce(least(${proposals.endsAt}, now()), now())`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(proposals.id, proposalId), eq(proposals.status, 'active')));
    await conversations.endConversation(tx, proposalId);
  });

  const { selectProposals, toDto } = createProposalViews(db);

  const getById = async (proposalId: number): Promise<TProposal> => {
    const [row] = await selectProposals(eq(proposals.id, proposalId));
    if (!row) throw new AppError('not_found', PROPOSAL_NOT_FOUND);
    return toDto(row);
  };

  /** The proposal with its job's owner, for permission checks. */
  const findWithJob = async (proposalId: number) => {
    const [row] = await db
      .select({
        proposal: proposals,
        clientId: jobPosts.clientId,
        jobTitle: jobPosts.title,
        status: effectiveStatusSql,
      })
      .from(proposals)
      .innerJoin(jobPosts, eq(jobPosts.id, proposals.jobId))
      .where(eq(proposals.id, proposalId))
      .limit(1);
    if (!row) throw new AppError('not_found', PROPOSAL_NOT_FOUND);
    return row;
  };

  /**
   * Moves a proposal from one status to the next with a conditional update, so two
   * simultaneous requests produce exactly one transition; the loser gets a 409.
   */
  const transition = async (
    tx: Database,
    row: { proposal: ProposalRow; status: TProposalStatus },
    action: keyof typeof TRANSITIONS,
  ): Promise<ProposalRow> => {
    const { from, to } = TRANSITIONS[action];
    const [updated] = await tx
      .update(proposals)
      .set({
        status: to,
        updatedAt: sql`now()`,
        ...(action === 'accept' ? { startedAt: sql`now()` } : {}),
        ...(action === 'complete'
          ? { endsAt: sql`coalesce(least(${proposals.endsAt}, now()), now())` }
          : {}),
      })
      .where(and(eq(proposals.id, row.proposal.id), eq(proposals.status, from)))
      .returning();
    if (!updated) {
      const [current] = await tx
        .select({ status: effectiveStatusSql })
        .from(proposals)
        .where(eq(proposals.id, row.proposal.id));
      throw new AppError(
        'conflict',
        `This proposal is ${current?.status ?? row.status}; only a ${from} proposal can be ${ACTION_WORDS[action]}.`,
      );
    }
    return updated;
  };

  return {
    create: async (freelancerId: number, input: TCreateProposal): Promise<TProposal> => {
      const [job] = await db
        .select({
          id: jobPosts.id,
          budgetCents: jobPosts.budgetCents,
          clientId: jobPosts.clientId,
          title: jobPosts.title,
        })
        .from(jobPosts)
        .where(eq(jobPosts.id, input.job_post_id))
        .limit(1);
      if (!job) throw new AppError('not_found', JOB_NOT_FOUND, { job_post_id: JOB_NOT_FOUND });
      const bidCents = toCents(input.bid);
      if (bidCents < job.budgetCents) {
        const message = bidBelowBudgetMessage(toDollars(job.budgetCents));
        throw new AppError('unprocessable', message, { bid: message });
      }
      const { feeCents, receiveCents } = computeFee(bidCents);
      let proposalId: number;
      try {
        const [row] = await db
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
        proposalId = row.id;
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppError('conflict', 'You have already sent a proposal for this job.');
        throw error;
      }
      await notifications.notify(
        job.clientId,
        'proposal_received',
        `New proposal on "${job.title}"`,
        '/proposals/',
      );
      return getById(proposalId);
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
    accept: async (clientId: number, proposalId: number): Promise<TAcceptResult> => {
      const row = await findWithJob(proposalId);
      if (row.clientId !== clientId)
        throw new AppError(
          'forbidden',
          'Only the client who posted the job can accept its proposals.',
        );
      const chat = await db.transaction(async (tx) => {
        const accepted = await transition(tx, row, 'accept');
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
        });
        return opened;
      });
      await notifications.notify(
        row.proposal.freelancerId,
        'proposal_accepted',
        `Your proposal on "${row.jobTitle}" was accepted. You can now message the client.`,
        `/chat/${chat.id}`,
      );
      return {
        proposal: await getById(proposalId),
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
      const row = await findWithJob(proposalId);
      if (row.clientId !== clientId)
        throw new AppError(
          'forbidden',
          'Only the client who posted the job can refuse its proposals.',
        );
      await transition(db, row, 'refuse');
      await notifications.notify(
        row.proposal.freelancerId,
        'proposal_refused',
        `Your proposal on "${row.jobTitle}" was declined.`,
        '/proposals/',
      );
      return getById(proposalId);
    },

    withdraw: async (freelancerId: number, proposalId: number): Promise<TProposal> => {
      const row = await findWithJob(proposalId);
      if (row.proposal.freelancerId !== freelancerId)
        throw new AppError('forbidden', 'Only the freelancer who sent a proposal can withdraw it.');
      await transition(db, row, 'withdraw');
      return getById(proposalId);
    },

    complete: async (clientId: number, proposalId: number): Promise<TProposal> => {
      const row = await findWithJob(proposalId);
      if (row.clientId !== clientId)
        throw new AppError(
          'forbidden',
          'Only the client who posted the job can complete its contract.',
        );
      if (row.status === 'done') throw new AppError('conflict', 'This contract is already done.');
      await db.transaction(async (tx) => {
        // Same lock order as every contract change: its order, the proposal, then the chat.
        const unfunded = () =>
          new AppError(
            'conflict',
            'Fund this contract before completing it: nothing is held in escrow yet.',
          );
        const locked = await orders.lockContractOrder(tx, proposalId);
        if (locked?.status === 'awaiting_payment') throw unfunded();
        await transition(tx, row, 'complete');
        // An accept committed while this waited for the proposal row opened an order this
        // transaction could not see before; read it again now that it is committed.
        const order = locked ?? (await orders.lockContractOrder(tx, proposalId));
        if (order?.status === 'awaiting_payment') throw unfunded();
        if (order && (order.status === 'in_escrow' || order.status === 'delivered'))
          await orders.releaseContract(tx, clientId, order.id);
        await conversations.endConversation(tx, proposalId);
      });
      await orders.announceContractReleased(proposalId);
      return getById(proposalId);
    },

    /**
     * The client sets the contract's end (`POST /api/chats/setExpiryDate`): the proposal's
     * ends_at and its chat's end date change together. Like completing, it locks the proposal
     * row first and then the chat, and checks the contract's state under that lock, so a
     * completion racing it either happens before (409 here) or waits for it.
     */
    setContractEnd: async (clientId: number, chatId: number, endDateText: string) => {
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
        const [contract] = await tx
          .select({ status: proposals.status })
          .from(proposals)
          .where(eq(proposals.id, proposalId))
          .for('update');
        if (contract?.status === 'done')
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
