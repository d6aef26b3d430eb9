import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  bidBelowBudgetMessage,
  computeFee,
  formatSpaceDateTime,
  toCents,
  toDollars,
  type TAcceptResult,
  type TCreateProposal,
  type TProposal,
  type TProposalStatus,
} from '@marketplace/contract';
import type { Database } from '../../db/client.ts';
import { chatParticipantStates, chats, jobPosts, proposals, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { publicUrlOf } from '../../storage/storage.ts';
import { isUniqueViolation } from '../auth/auth.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';

type ProposalRow = typeof proposals.$inferSelect;

const PROPOSAL_NOT_FOUND = 'This proposal does not exist.';
const JOB_NOT_FOUND = 'This job post does not exist or was deleted.';

/**
 * The status people see: an active contract whose end date has passed counts as done.
 * One SQL expression, so filters and the answer always agree.
 */
export const effectiveStatusSql = sql<TProposalStatus>`(case when ${proposals.status} = 'active' and ${proposals.endsAt} <= now() then 'done' else ${proposals.status} end)`;

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
}) => {
  const { db, notifications } = deps;

  /** Proposal rows with the job, the freelancer and the chat, in the answer's shape. */
  const selectProposals = (where: SQL | undefined) =>
    db
      .select({
        proposal: proposals,
        status: effectiveStatusSql,
        job: {
          id: jobPosts.id,
          title: jobPosts.title,
          budgetCents: jobPosts.budgetCents,
          clientId: jobPosts.clientId,
        },
        freelancer: {
          id: users.id,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
          avatarPath: users.avatarPath,
          country: users.country,
        },
        chatId: chats.id,
      })
      .from(proposals)
      .innerJoin(jobPosts, eq(jobPosts.id, proposals.jobId))
      .innerJoin(users, eq(users.id, proposals.freelancerId))
      .leftJoin(chats, eq(chats.proposalId, proposals.id))
      .where(where)
      .orderBy(desc(proposals.createdAt), desc(proposals.id));

  type SelectedRow = Awaited<ReturnType<typeof selectProposals>>[number];

  const toDto = (row: SelectedRow): TProposal => ({
    id: row.proposal.id,
    job_post_id: row.proposal.jobId,
    freelancer_id: row.proposal.freelancerId,
    client_id: row.job.clientId,
    bid: toDollars(row.proposal.bidCents),
    fee: toDollars(row.proposal.feeCents),
    receive: toDollars(row.proposal.receiveCents),
    duration: row.proposal.duration as TProposal['duration'],
    cover_letter: row.proposal.coverLetter,
    status: row.status,
    created_at: row.proposal.createdAt.toISOString(),
    started_at: row.proposal.startedAt ? formatSpaceDateTime(row.proposal.startedAt) : null,
    ends_at: row.proposal.endsAt ? formatSpaceDateTime(row.proposal.endsAt) : null,
    job: { id: row.job.id, title: row.job.title, budjet: toDollars(row.job.budgetCents) },
    freelancer: {
      id: row.freelancer.id,
      username: row.freelancer.username,
      first_name: row.freelancer.firstName,
      last_name: row.freelancer.lastName,
      avatar_url: row.freelancer.avatarPath
        ? publicUrlOf('avatars', row.freelancer.avatarPath)
        : null,
      country: row.freelancer.country,
    },
    chat_id: row.chatId,
  });

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
        const [created] = await tx
          .insert(chats)
          .values({
            jobId: accepted.jobId,
            proposalId: accepted.id,
            clientId,
            freelancerId: accepted.freelancerId,
          })
          .onConflictDoNothing({ target: chats.proposalId })
          .returning();
        const [chatRow] = created
          ? [created]
          : await tx.select().from(chats).where(eq(chats.proposalId, accepted.id)).limit(1);
        if (!chatRow) throw new Error('chat missing after accept');
        await tx
          .insert(chatParticipantStates)
          .values([
            { chatId: chatRow.id, userId: clientId },
            { chatId: chatRow.id, userId: accepted.freelancerId },
          ])
          .onConflictDoNothing();
        return chatRow;
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
          job_post_id: chat.jobId,
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
        await transition(tx, row, 'complete');
        // The contract's chat ends with it (read-only from now on), unless it ended already.
        await tx
          .update(chats)
          .set({ endDate: sql`coalesce(least(${chats.endDate}, now()), now())` })
          .where(eq(chats.proposalId, proposalId));
      });
      return getById(proposalId);
    },

    /**
     * Whether the two are in a live proposal: one under review, a running or a finished
     * contract. A withdrawn or refused proposal shares nothing any more.
     */
    shareProposal: async (userA: number, userB: number): Promise<boolean> => {
      const [row] = await db
        .select({ id: proposals.id })
        .from(proposals)
        .innerJoin(jobPosts, eq(jobPosts.id, proposals.jobId))
        .where(
          and(
            inArray(proposals.status, ['pending', 'active', 'done']),
            or(
              and(eq(proposals.freelancerId, userA), eq(jobPosts.clientId, userB)),
              and(eq(proposals.freelancerId, userB), eq(jobPosts.clientId, userA)),
            ),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /**
     * Per job, for cards and the job page: proposals received (withdrawn ones aside),
     * contracts running ("interviewing"), and whether the viewer has applied.
     */
    activityForJobs: async (jobIds: number[], viewerId: number) => {
      const activity = new Map<
        number,
        { proposals: number; interviewing: number; applied: boolean }
      >();
      if (jobIds.length === 0) return activity;
      const rows = await db
        .select({
          jobId: proposals.jobId,
          proposals: sql<number>`(count(*) filter (where ${proposals.status} <> 'withdrawn'))::int`,
          interviewing: sql<number>`(count(*) filter (where ${effectiveStatusSql} = 'active'))::int`,
          applied: sql<boolean>`bool_or(${proposals.freelancerId} = ${viewerId})`,
        })
        .from(proposals)
        .where(inArray(proposals.jobId, jobIds))
        .groupBy(proposals.jobId);
      for (const row of rows) activity.set(row.jobId, row);
      return activity;
    },

    /** How many freelancers a client has hired (accepted proposals, running or done). */
    hiresOfClient: async (clientId: number): Promise<number> => {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(proposals)
        .innerJoin(jobPosts, eq(jobPosts.id, proposals.jobId))
        .where(and(eq(jobPosts.clientId, clientId), inArray(proposals.status, ['active', 'done'])));
      return row?.count ?? 0;
    },

    /** Whether a job has an accepted proposal, which makes it a contract that cannot be deleted. */
    jobHasContract: async (jobId: number): Promise<boolean> => {
      const [row] = await db
        .select({ id: proposals.id })
        .from(proposals)
        .where(and(eq(proposals.jobId, jobId), inArray(proposals.status, ['active', 'done'])))
        .limit(1);
      return Boolean(row);
    },

    /** Proposals sent (freelancer) or received on own jobs (client), for the home counts. */
    countForUser: async (userId: number, accountType: 'client' | 'freelancer'): Promise<number> => {
      const [row] =
        accountType === 'freelancer'
          ? await db
              .select({ count: sql<number>`count(*)::int` })
              .from(proposals)
              .where(eq(proposals.freelancerId, userId))
          : await db
              .select({ count: sql<number>`count(*)::int` })
              .from(proposals)
              .innerJoin(jobPosts, eq(jobPosts.id, proposals.jobId))
              .where(eq(jobPosts.clientId, userId));
      return row?.count ?? 0;
    },
  };
};

export type ProposalsService = ReturnType<typeof createProposalsService>;
