import { eq, sql } from 'drizzle-orm';
import type { TProposalStatus } from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { jobPosts, proposals } from '#db/schema/index.ts';
import { AppError } from '#kernel/app-error.ts';
import { effectiveStatusSql } from './proposal-views.ts';

export const PROPOSAL_NOT_FOUND = 'This proposal does not exist.';

type ProposalRow = typeof proposals.$inferSelect;

export type LockedProposal = {
  proposal: ProposalRow;
  /** The status people see (an active contract past its end counts as done). */
  status: TProposalStatus;
  clientId: number;
  jobTitle: string;
};

/**
 * Locks the rows a change to a proposal decides on, inside the caller's transaction. Every
 * path that changes a proposal or its contract takes its locks in one order, so no two of
 * them ever wait on each other in a circle:
 *
 *   1. the contract's order, when money moves (the orders module locks it first too);
 *   2. the job, `for key share`: it cannot be deleted meanwhile, yet stays editable;
 *   3. the proposal, `for update`;
 *   4. its chat, `for update` (`lockContractConversation` of the chat module).
 *
 * Deleting a job locks the job `for update` before its proposals, the same way round.
 * Whatever the caller decides (who may act, from which state), it decides on the rows
 * answered here, read under the locks, never on a read made before them.
 */
export const lockProposal = async (tx: Database, proposalId: number): Promise<LockedProposal> => {
  // A proposal never moves to another job, so its job can be found before locking anything.
  const [ref] = await tx
    .select({ jobId: proposals.jobId })
    .from(proposals)
    .where(eq(proposals.id, proposalId));
  const [job] = ref
    ? await tx
        .select({ clientId: jobPosts.clientId, title: jobPosts.title })
        .from(jobPosts)
        .where(eq(jobPosts.id, ref.jobId))
        .for('key share')
    : [];
  // The job deleted meanwhile took its proposals with it.
  const [row] = job
    ? await tx
        .select({ proposal: proposals, status: effectiveStatusSql })
        .from(proposals)
        .where(eq(proposals.id, proposalId))
        .for('update')
    : [];
  if (!job || !row) throw new AppError('not_found', PROPOSAL_NOT_FOUND);
  return { ...row, clientId: job.clientId, jobTitle: job.title };
};

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

/**
 * The end of a contract that completes now, or earlier if it was due to end earlier. "Now" is
 * when this statement runs, after every lock was taken (`now()` would be when the transaction
 * began, before waiting on the chat): a message stored while this waited for the chat is then
 * never later than the chat's end. The chat's end is copied from here (`endConversation`).
 */
export const contractEndNow = sql`coalesce(least(${proposals.endsAt}, statement_timestamp()), statement_timestamp())`;

/**
 * Moves a locked proposal to its next status. The status was read under the lock, so of two
 * simultaneous requests exactly one finds the proposal where it expects it; the other gets 409.
 */
export const moveProposal = async (
  tx: Database,
  row: LockedProposal,
  action: keyof typeof TRANSITIONS,
): Promise<ProposalRow> => {
  const { from, to } = TRANSITIONS[action];
  if (row.status !== from)
    throw new AppError(
      'conflict',
      `This proposal is ${row.status}; only ${from === 'active' ? 'an' : 'a'} ${from} proposal can be ${ACTION_WORDS[action]}.`,
    );
  const [updated] = await tx
    .update(proposals)
    .set({
      status: to,
      updatedAt: sql`now()`,
      ...(action === 'accept' ? { startedAt: sql`now()` } : {}),
      ...(action === 'complete' ? { endsAt: contractEndNow } : {}),
    })
    .where(eq(proposals.id, row.proposal.id))
    .returning();
  if (!updated) throw new Error('a locked proposal disappeared');
  return updated;
};
