import { and, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { jobPosts, proposals } from '#db/schema/index.ts';
import { effectiveStatusSql } from './proposal-views.ts';

export type JobActivity = {
  proposals: number;
  interviewing: number;
  applied: boolean;
  hired: boolean;
};

/** Counts and checks other modules ask of proposals (profiles, job cards, job deletion). */
export const createProposalStats = (db: Database) => ({
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
   * Per job, for cards and the job page, as a subquery of the caller's select (one json
   * object per job row): proposals received (withdrawn ones aside), contracts running
   * ("interviewing"), whether the viewer has applied, and whether the viewer was hired (their
   * proposal accepted: a running or a finished contract).
   */
  activityOfJobSql: (jobId: SQLWrapper, viewerId: SQLWrapper): SQL<JobActivity> =>
    sql<JobActivity>`(select json_build_object(
      'proposals', count(*) filter (where ${proposals.status} <> 'withdrawn'),
      'interviewing', count(*) filter (where ${effectiveStatusSql} = 'active'),
      'applied', coalesce(bool_or(${proposals.freelancerId} = ${viewerId}), false),
      'hired', coalesce(bool_or(${proposals.freelancerId} = ${viewerId}
        and ${proposals.status} in ('active', 'done')), false))
    from ${proposals} where ${proposals.jobId} = ${jobId})`,

  /** Whether the viewer has sent a proposal on the job, as a condition of the caller's select. */
  viewerProposedSql: (jobId: SQLWrapper, viewerId: SQLWrapper): SQL<boolean> =>
    sql<boolean>`exists (select 1 from ${proposals}
      where ${proposals.jobId} = ${jobId} and ${proposals.freelancerId} = ${viewerId})`,

  /** How many freelancers a client has hired (accepted proposals, running or done). */
  hiresOfClient: async (clientId: number): Promise<number> => {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(proposals)
      .innerJoin(jobPosts, eq(jobPosts.id, proposals.jobId))
      .where(and(eq(jobPosts.clientId, clientId), inArray(proposals.status, ['active', 'done'])));
    return row?.count ?? 0;
  },

  /**
   * Whether a job has an accepted proposal, which makes it a contract that cannot be deleted.
   * Deleting asks inside its transaction (`executor`), with the job locked: an accept waits for
   * that lock, so the answer still holds when the job is deleted.
   */
  jobHasContract: async (jobId: number, executor: Database = db): Promise<boolean> => {
    const [row] = await executor
      .select({ id: proposals.id })
      .from(proposals)
      .where(and(eq(proposals.jobId, jobId), inArray(proposals.status, ['active', 'done'])))
      .limit(1);
    return Boolean(row);
  },

  /** Proposals sent (freelancer) or received on own jobs (client), for the home counts. */
  /**
   * Proposals a freelancer sent or a client received, as a subquery for the caller's own
   * select (only the branch of the user's account type runs).
   */
  countForUserSql: (userId: SQLWrapper, accountType: SQLWrapper): SQL<number> => sql<number>`(
    case when ${accountType} = 'freelancer'
      then (select count(*)::int from ${proposals} where ${proposals.freelancerId} = ${userId})
      else (select count(*)::int from ${proposals}
            join ${jobPosts} on ${jobPosts.id} = ${proposals.jobId}
            where ${jobPosts.clientId} = ${userId})
    end)`,
});
