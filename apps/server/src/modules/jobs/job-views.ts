import { eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { toDollars, type TCategory, type TJob, type TJobSummary } from '@marketplace/contract';
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
import { nested } from '#kernel/nested-sql.ts';
import type { JobActivity, ProposalsService } from '#modules/proposals/index.ts';
import { userRatingSql } from '#modules/reviews/index.ts';
import { jobFileUrl } from './job-files.ts';
import { JOB_NOT_FOUND, type JobRow, type Viewer } from './job-posts.ts';

/** What job answers need from proposals: activity per job and the client's hires. */
export type ProposalActivity = Pick<
  ProposalsService,
  'activityOfJobSql' | 'viewerProposedSql' | 'hiresOfClient' | 'jobHasContract'
>;

/** The job's own columns a card shows (not its search document). */
export const summaryColumns = {
  id: jobPosts.id,
  clientId: jobPosts.clientId,
  title: jobPosts.title,
  description: jobPosts.description,
  budgetCents: jobPosts.budgetCents,
  level: jobPosts.level,
  size: jobPosts.size,
  time: jobPosts.time,
  expectedDeliveryDays: jobPosts.expectedDeliveryDays,
  createdAt: jobPosts.createdAt,
};
type SummaryRow = Pick<JobRow, keyof typeof summaryColumns>;
type FileJson = { id: number; name: string; size: number; mime: string };

export const createJobViews = (deps: { db: Database; proposalsService: ProposalActivity }) => {
  const { db, proposalsService } = deps;

  /**
   * What a card shows beyond the job's own columns, as subqueries of a select from
   * `job_posts` (one json value or flag per job): its categories by name, its files in upload
   * order, whether the viewer saved it, and its proposal activity.
   */
  const summaryExtras = (viewerId: SQLWrapper) => ({
    categories: nested(sql<TCategory[]>`(select coalesce(json_agg(json_build_object(
        'id', ${categories.id}, 'name', ${categories.name}) order by ${categories.name}), '[]')
      from ${jobCategories} join ${categories} on ${categories.id} = ${jobCategories.categoryId}
      where ${jobCategories.jobId} = ${jobPosts.id})`),
    files: nested(sql<FileJson[]>`(select coalesce(json_agg(json_build_object(
        'id', ${jobFiles.id}, 'name', ${jobFiles.originalName}, 'size', ${jobFiles.sizeBytes},
        'mime', ${jobFiles.mime}) order by ${jobFiles.id}), '[]')
      from ${jobFiles} where ${jobFiles.jobId} = ${jobPosts.id})`),
    saved: nested(sql<boolean>`exists (select 1 from ${savedJobs}
      where ${savedJobs.userId} = ${viewerId} and ${savedJobs.jobId} = ${jobPosts.id})`),
    activity: nested(proposalsService.activityOfJobSql(jobPosts.id, viewerId)),
  });
  type Extras = {
    categories: TCategory[];
    files: FileJson[];
    saved: boolean;
    activity: JobActivity;
  };

  const toSummary = (row: SummaryRow & Extras, viewer: Viewer): TJobSummary => ({
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
    categories: row.categories,
    skills: row.categories.map(({ name }) => ({ name, selected: true as const })),
    illustrative_files: row.files.map((file) => ({
      id: file.id,
      url: jobFileUrl(file.id),
      name: file.name,
      size: file.size,
      mime: file.mime,
    })),
    proposals_count: row.activity.proposals,
    interviewing_count: row.activity.interviewing,
    applied: row.activity.applied,
    hired: row.activity.hired,
    is_owner: row.clientId === viewer.userId,
    saved: row.saved,
  });

  /** Cards for job rows already read: everything else they show in one statement. */
  const toJobSummaries = async (rows: JobRow[], viewer: Viewer): Promise<TJobSummary[]> => {
    if (rows.length === 0) return [];
    const extras = await db
      .select({ id: jobPosts.id, ...summaryExtras(sql`${viewer.userId}`) })
      .from(jobPosts)
      .where(
        inArray(
          jobPosts.id,
          rows.map((row) => row.id),
        ),
      );
    const extrasById = new Map(extras.map((row) => [row.id, row]));
    return rows.map((row) =>
      toSummary(
        {
          ...row,
          ...(extrasById.get(row.id) ?? {
            categories: [],
            files: [],
            saved: false,
            activity: { proposals: 0, interviewing: 0, applied: false, hired: false },
          }),
        },
        viewer,
      ),
    );
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

  return { summaryExtras, toSummary, toJobSummaries, toJobDto };
};

export type JobViews = ReturnType<typeof createJobViews>;
