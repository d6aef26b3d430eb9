import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { toDollars, type TJob, type TJobSummary } from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import {
  categories,
  jobCategories,
  jobFiles,
  jobPosts,
  savedJobs,
  users,
} from '#db/schema/index.ts';
import { AppError } from '#kernel/app-error.ts';
import type { ProposalsService } from '#modules/proposals/index.ts';
import { userRatingSql } from '#modules/reviews/index.ts';
import { toFileDto } from './job-files.ts';
import { JOB_NOT_FOUND, type JobRow, type Viewer } from './job-posts.ts';

/** What job answers need from proposals: activity counts and the client's hires. */
export type ProposalActivity = Pick<
  ProposalsService,
  'activityForJobs' | 'hiresOfClient' | 'jobHasContract'
>;

export const createJobViews = (deps: { db: Database; proposalsService: ProposalActivity }) => {
  const { db, proposalsService } = deps;

  /** Loads everything a job card or page shows, for many jobs in a fixed number of queries. */
  const toJobSummaries = async (rows: JobRow[], viewer: Viewer): Promise<TJobSummary[]> => {
    if (rows.length === 0) return [];
    const jobIds = rows.map((row) => row.id);
    const [categoryRows, fileRows, savedRows, activity] = await Promise.all([
      db
        .select({ jobId: jobCategories.jobId, id: categories.id, name: categories.name })
        .from(jobCategories)
        .innerJoin(categories, eq(categories.id, jobCategories.categoryId))
        .where(inArray(jobCategories.jobId, jobIds))
        .orderBy(asc(categories.name)),
      db.select().from(jobFiles).where(inArray(jobFiles.jobId, jobIds)).orderBy(asc(jobFiles.id)),
      db
        .select({ jobId: savedJobs.jobId })
        .from(savedJobs)
        .where(and(eq(savedJobs.userId, viewer.userId), inArray(savedJobs.jobId, jobIds))),
      proposalsService.activityForJobs(jobIds, viewer.userId),
    ]);
    const saved = new Set(savedRows.map((row) => row.jobId));
    return rows.map((row) => {
      const jobCategoriesList = categoryRows
        .filter((category) => category.jobId === row.id)
        .map(({ id, name }) => ({ id, name }));
      return {
        id: row.id,
        client_id: row.clientId,
        title: row.title,
        description: row.description,
        budjet: toDollars(row.budgetCents),
        experience_level: row.level,
        level: row.level,
        size: row.size,
        time: row.time,
        expected_delivery_time: row.expectedDeliveryDays,
        created_at: row.createdAt.toISOString(),
        categories: jobCategoriesList,
        skills: jobCategoriesList.map(({ name }) => ({ name, selected: true as const })),
        illustrative_files: fileRows.filter((file) => file.jobId === row.id).map(toFileDto),
        proposals_count: activity.get(row.id)?.proposals ?? 0,
        interviewing_count: activity.get(row.id)?.interviewing ?? 0,
        applied: activity.get(row.id)?.applied ?? false,
        is_owner: row.clientId === viewer.userId,
        saved: saved.has(row.id),
      };
    });
  };

  /** The job page: the summary plus the client's public figures. */
  const toJobDto = async (row: JobRow, viewer: Viewer): Promise<TJob> => {
    const [[summary], [client], [posted], hires] = await Promise.all([
      toJobSummaries([row], viewer),
      db
        .select({
          username: users.username,
          createdAt: users.createdAt,
          rating: userRatingSql(row.clientId),
        })
        .from(users)
        .where(eq(users.id, row.clientId))
        .limit(1),
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(jobPosts)
        .where(eq(jobPosts.clientId, row.clientId)),
      proposalsService.hiresOfClient(row.clientId),
    ]);
    if (!summary || !client) throw new AppError('not_found', JOB_NOT_FOUND);
    return {
      ...summary,
      client: {
        id: row.clientId,
        username: client.username,
        member_since: client.createdAt.toISOString(),
        jobs_posted: posted?.count ?? 0,
        hires,
        rating: client.rating,
      },
    };
  };

  return { toJobSummaries, toJobDto };
};

export type JobViews = ReturnType<typeof createJobViews>;
