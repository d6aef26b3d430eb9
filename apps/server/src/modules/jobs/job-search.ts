import { and, eq, gte, lte, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ownerNotSuspended } from '#kernel/user-ref.ts';
import { toCents, type TJobSearchQuery } from '@marketplace/contract';
import {
  categories,
  jobCategories,
  jobFiles,
  jobPosts,
  proposals,
  savedJobs,
  users,
} from '#db/schema/index.ts';
import { cursorParts, decodeCursor, encodeCursor } from '#kernel/cursor.ts';
import { preparedByShape } from '#kernel/prepared-by-shape.ts';
import { PAGE } from '#kernel/json-page.ts';
import type { Viewer } from './job-posts.ts';
import type { JobViews, ProposalActivity } from './job-views.ts';

/** Matches the (created_at desc nulls last, id desc nulls last) indexes, so pages walk an index. */
export const NEWEST_FIRST = [
  sql`${jobPosts.createdAt} desc nulls last`,
  sql`${jobPosts.id} desc nulls last`,
];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** What trigram search looks through: title, description and skill names, lower-cased. */
export const searchDocumentOf = (title: string, description: string, skillNames: string[]) =>
  [title, skillNames.join(' '), description].join('\n').toLowerCase();

/** Which optional conditions a search has: its query shape. */
type Shape = [
  q: boolean,
  category: boolean,
  level: boolean,
  size: boolean,
  minBudget: boolean,
  maxBudget: boolean,
  hideMine: boolean,
  paged: boolean,
];

type SearchValues = {
  viewerId: number;
  limit: number;
  q: string | undefined;
  like: string | undefined;
  category: string | undefined;
  level: string | undefined;
  size: string | undefined;
  minBudget: number | undefined;
  maxBudget: number | undefined;
  afterCreatedAt: string | number | undefined;
  afterId: string | number | undefined;
};

/** Every table a page of `searchJobs` reads (its cards and their activity), for the read cache. */
export const JOB_LIST_TABLES = [
  jobPosts,
  jobCategories,
  categories,
  jobFiles,
  savedJobs,
  proposals,
  users,
];

export const createJobSearch = (deps: {
  selectJobRows: JobViews['selectJobRows'];
  cardsOf: JobViews['cardsOf'];
  toSummary: JobViews['toSummary'];
  viewerProposedSql: ProposalActivity['viewerProposedSql'];
}) => {
  const { selectJobRows, cardsOf, toSummary, viewerProposedSql } = deps;

  /**
   * The page and everything its cards show in one statement. `value` writes each value of the
   * search: a placeholder in a prepared statement, or the value itself.
   */
  const selectPage = (
    [q, category, level, size, minBudget, maxBudget, hideMine, paged]: Shape,
    value: (name: Exclude<keyof SearchValues, 'limit'>) => SQLWrapper,
    limit: number | Placeholder,
  ) => {
    const conditions: Array<SQL | undefined> = [
      // Substring match for exact words, word similarity for typos; both use the trigram index.
      q
        ? sql`(${jobPosts.searchDocument} like ${value('like')} or ${value('q')} <% ${jobPosts.searchDocument})`
        : undefined,
      category
        ? sql`exists (select 1 from ${jobCategories} join ${categories} on ${categories.id} = ${jobCategories.categoryId}
                where ${jobCategories.jobId} = ${jobPosts.id} and lower(${categories.name}) = ${value('category')})`
        : undefined,
      level ? eq(jobPosts.level, value('level')) : undefined,
      size ? eq(jobPosts.size, value('size')) : undefined,
      minBudget ? gte(jobPosts.budgetCents, value('minBudget')) : undefined,
      maxBudget ? lte(jobPosts.budgetCents, value('maxBudget')) : undefined,
      // The viewer's own applications (hired or not) left out, when they asked to hide them.
      hideMine ? sql`not ${viewerProposedSql(jobPosts.id, value('viewerId'))}` : undefined,
      paged
        ? sql`(${jobPosts.createdAt}, ${jobPosts.id}) < (${value('afterCreatedAt')}::timestamptz, ${value('afterId')})`
        : undefined,
      ownerNotSuspended(jobPosts.clientId),
    ];
    return cardsOf(
      selectJobRows(value('viewerId'))
        .where(and(...conditions))
        .orderBy(...NEWEST_FIRST)
        .limit(limit)
        .as(PAGE),
    );
  };

  /**
   * Searches without words are prepared once per shape (the newest page is the most read list
   * of the product). A search with words is not: its plan depends on the words typed (how
   * selective they are for the trigram index), so it is planned for each one.
   */
  const pageStatement = preparedByShape((...shape: Shape) =>
    selectPage(shape, sql.placeholder, sql.placeholder('limit')).prepare(
      `jobs_page_${shape.map(Number).join('')}`,
    ),
  );

  return {
    /** Open jobs, newest first, filtered and searched, one keyset page at a time. */
    searchJobs: async (viewer: Viewer, query: TJobSearchQuery) => {
      const [afterCreatedAt, afterId] = query.cursor
        ? decodeCursor(query.cursor, [cursorParts.timestamp, cursorParts.rowId])
        : [];
      const q = query.q?.toLowerCase();
      const shape: Shape = [
        q !== undefined && q !== '',
        Boolean(query.category),
        Boolean(query.level),
        Boolean(query.size),
        query.min_budget !== undefined,
        query.max_budget !== undefined,
        query.hide_applied === true,
        Boolean(query.cursor),
      ];
      const values: SearchValues = {
        viewerId: viewer.userId,
        limit: query.limit + 1,
        q,
        like: q && `%${escapeLike(q)}%`,
        category: query.category?.toLowerCase(),
        level: query.level,
        size: query.size,
        minBudget: query.min_budget === undefined ? undefined : toCents(query.min_budget),
        maxBudget: query.max_budget === undefined ? undefined : toCents(query.max_budget),
        afterCreatedAt,
        afterId,
      };
      const [answer] = shape[0]
        ? await selectPage(shape, (name) => sql`${values[name]}`, values.limit)
        : await pageStatement(...shape).execute(values);
      const cards = answer?.cards ?? [];
      const page = cards.slice(0, query.limit);
      const last = page.at(-1);
      return {
        data: page.map((card) => toSummary(card, viewer)),
        meta: {
          next_cursor:
            cards.length > query.limit && last ? encodeCursor([last.createdAt, last.id]) : null,
        },
      };
    },
  };
};
