import { desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  formatSpaceDateTime,
  isSettledOrder,
  toDollars,
  type TMilestone,
  type TProposal,
  type TProposalStatus,
} from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { chats, jobPosts, orders, proposals, users } from '#db/schema/index.ts';
import { isoTimeSql } from '#kernel/iso-time-sql.ts';
import { publicUrlOf } from '#kernel/storage.ts';
import { userRatingSql } from '#modules/reviews/index.ts';

/**
 * The status people see: an active contract whose end date has passed counts as done.
 * One SQL expression, so filters and the answer always agree.
 */
export const effectiveStatusSql = sql<TProposalStatus>`(case when ${proposals.status} = 'active' and ${proposals.endsAt} <= now() then 'done' else ${proposals.status} end)`;

type MilestoneRow = Omit<TMilestone, 'amount'> & { amount_cents: number };

/** A contract's milestones (its orders) in order, as one JSON column; empty before acceptance. */
const milestonesSql = sql<MilestoneRow[]>`coalesce((select json_agg(json_build_object(
      'order_id', ${orders.id}, 'position', ${orders.milestonePosition},
      'title', coalesce(${orders.milestoneTitle}, ${orders.title}),
      'amount_cents', ${orders.priceCents}, 'status', ${orders.status},
      'due_at', ${isoTimeSql(orders.dueAt)})
    order by ${orders.milestonePosition})
  from ${orders} where ${orders.proposalId} = ${proposals.id}), '[]'::json)`;

/** The milestone that needs attention: the first still open, else the last one. */
const currentMilestone = (milestones: MilestoneRow[]): TProposal['order'] => {
  const current =
    milestones.find((milestone) => !isSettledOrder(milestone.status)) ?? milestones.at(-1);
  return current ? { id: current.order_id, status: current.status } : null;
};

/** How proposals are read and shaped for answers. */
export const createProposalViews = (db: Database) => {
  /**
   * Proposal rows with the job, the freelancer and the chat, in the answer's shape. A change
   * reads its answer inside its own transaction (`executor`), so the answer shows what it did
   * even when a job deletion right after takes the proposal away.
   */
  const selectProposals = (where: SQL | undefined, executor: Database = db) =>
    executor
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
          emailVerifiedAt: users.emailVerifiedAt,
          country: users.country,
          rating: userRatingSql(users.id),
        },
        clientRating: userRatingSql(jobPosts.clientId),
        chatId: chats.id,
        milestones: milestonesSql,
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
      verified: row.freelancer.emailVerifiedAt !== null,
      country: row.freelancer.country,
      rating: row.freelancer.rating,
    },
    client_rating: row.clientRating,
    chat_id: row.chatId,
    order: currentMilestone(row.milestones),
    milestones: row.milestones.map(({ amount_cents, ...milestone }) => ({
      ...milestone,
      amount: toDollars(amount_cents),
    })),
  });

  return { selectProposals, toDto };
};
