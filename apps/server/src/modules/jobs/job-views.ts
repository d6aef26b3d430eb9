import { eq, inArray, sql, type SQLWrapper, type Subquery } from 'drizzle-orm';
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
import { isoTimeSql } from '#kernel/iso-time-sql.ts';
import { PAGE, pageAsJson } from '#kernel/json-page.ts';
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

type FileJson = { id: number; name: string; size: number; mime: string };

/** A card as the database writes it (`cardsOf`), before the answer's own shape. */
export type CardJson = Pick<
  JobRow,
  | 'id'
  | 'clientId'
  | 'title'
  | 'description'
  | 'budgetCents'
  | 'level'
  | 'size'
  | 'time'
  | 'expectedDeliveryDays'
> & {
  /** `Date#toISOString()`'s form. */
  createdAt: string;
  categories: TCategory[];
  files: FileJson[];
  saved: boolean;
  activity: JobActivity;
};

export const createJobViews = (deps: { db: Database; proposalsService: ProposalActivity }) => {
  const { db, proposalsService } = deps;

  /**
   * Jobs as `cardsOf` takes them, the caller adding its conditions, newest-first order and
   * limit: each job's columns (named as `CardJson` names them) and, as subqueries of each
   * row, its categories by name, its files in upload order, whether the viewer saved it and
   * its proposal activity. Asked per job, each is an index lookup whatever the size of the
   * tables. Grouped over the page instead (tried), the plan hung on the planner's guess of
   * the page's size, a parameter: with statistics out of date it rescanned small tables job
   * by job, and a page took PGlite 1.9 ms instead of 0.6.
   */
  const selectJobRows = (viewerId: SQLWrapper) =>
    db
      .select({
        id: jobPosts.id,
        clientId: sql<number>`${jobPosts.clientId}`.as('clientId'),
        title: jobPosts.title,
        description: jobPosts.description,
        budgetCents: sql<number>`${jobPosts.budgetCents}`.as('budgetCents'),
        level: jobPosts.level,
        size: jobPosts.size,
        time: jobPosts.time,
        expectedDeliveryDays: sql<number>`${jobPosts.expectedDeliveryDays}`.as(
          'expectedDeliveryDays',
        ),
        createdAt: isoTimeSql(jobPosts.createdAt).as('createdAt'),
        categories: nested(sql<TCategory[]>`(select coalesce(json_agg(json_build_object(
            'id', ${categories.id}, 'name', ${categories.name}) order by ${categories.name}), '[]')
          from ${jobCategories} join ${categories} on ${categories.id} = ${jobCategories.categoryId}
          where ${jobCategories.jobId} = ${jobPosts.id})`).as('categories'),
        files: nested(sql<FileJson[]>`(select coalesce(json_agg(json_build_object(
            'id', ${jobFiles.id}, 'name', ${jobFiles.originalName}, 'size', ${jobFiles.sizeBytes},
            'mime', ${jobFiles.mime}) order by ${jobFiles.id}), '[]')
          from ${jobFiles} where ${jobFiles.jobId} = ${jobPosts.id})`).as('files'),
        saved: nested(sql<boolean>`exists (select 1 from ${savedJobs}
          where ${savedJobs.userId} = ${viewerId} and ${savedJobs.jobId} = ${jobPosts.id})`).as(
          'saved',
        ),
        activity: nested(proposalsService.activityOfJobSql(jobPosts.id, viewerId)).as('activity'),
      })
      .from(jobPosts)
      .$dynamic();

  /**
   * The cards of a page of `selectJobRows`, newest first, as one json value: the page arrives
   * in one field, not as rows of fields the driver decodes one by one (`pageAsJson`).
   */
  const cardsOf = (page: Subquery) =>
    db
      .select({
        cards: pageAsJson<CardJson>(
          (column) => sql`${column('createdAt')} desc, ${column('id')} desc`,
        ),
      })
      .from(page);

  const toSummary = (card: CardJson, viewer: Viewer): TJobSummary => ({
    id: card.id,
    client_id: card.clientId,
    title: card.title,
    description: card.description,
    budjet: toDollars(card.budgetCents),
    experience_level: card.level,
    level: card.level,
    size: card.size,
    time: card.time,
    expected_delivery_time: card.expectedDeliveryDays,
    created_at: card.createdAt,
    categories: card.categories,
    skills: card.categories.map(({ name }) => ({ name, selected: true as const })),
    illustrative_files: card.files.map((file) => ({
      id: file.id,
      url: jobFileUrl(file.id),
      name: file.name,
      size: file.size,
      mime: file.mime,
    })),
    proposals_count: card.activity.proposals,
    interviewing_count: card.activity.interviewing,
    applied: card.activity.applied,
    hired: card.activity.hired,
    is_owner: card.clientId === viewer.userId,
    saved: card.saved,
  });

  /** Cards for job rows already read, in their order (a job deleted meanwhile is left out). */
  const toJobSummaries = async (rows: JobRow[], viewer: Viewer): Promise<TJobSummary[]> => {
    if (rows.length === 0) return [];
    const [answer] = await cardsOf(
      selectJobRows(sql`${viewer.userId}`)
        .where(
          inArray(
            jobPosts.id,
            rows.map((row) => row.id),
          ),
        )
        .as(PAGE),
    );
    const cardsById = new Map((answer?.cards ?? []).map((card) => [card.id, card]));
    return rows.flatMap((row) => {
      const card = cardsById.get(row.id);
      return card ? [toSummary(card, viewer)] : [];
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

  return { selectJobRows, cardsOf, toSummary, toJobSummaries, toJobDto };
};

export type JobViews = ReturnType<typeof createJobViews>;
