import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { toCents, type TJobSearchQuery } from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { categories, jobCategories, jobPosts } from '#db/schema/index.ts';
import { cursorParts, decodeCursor, encodeCursor } from '#kernel/cursor.ts';
import type { Viewer } from './job-posts.ts';
import type { JobViews } from './job-views.ts';

/** Matches the (created_at desc nulls last, id desc nulls last) indexes, so pages walk an index. */
export const NEWEST_FIRST = [
  sql`${jobPosts.createdAt} desc nulls last`,
  sql`${jobPosts.id} desc nulls last`,
];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** What trigram search looks through: title, description and skill names, lower-cased. */
export const searchDocumentOf = (title: string, description: string, skillNames: string[]) =>
  [title, skillNames.join(' '), description].join('\n').toLowerCase();

export const createJobSearch = (deps: {
  db: Database;
  toJobSummaries: JobViews['toJobSummaries'];
}) => {
  const { db, toJobSummaries } = deps;

  return {
    /** Open jobs, newest first, filtered and searched, one keyset page at a time. */
    searchJobs: async (viewer: Viewer, query: TJobSearchQuery) => {
      const conditions: SQL[] = [];
      if (query.q) {
        const q = query.q.toLowerCase();
        // Substring match for exact words, word similarity for typos; both use the trigram index.
        conditions.push(
          sql`(${jobPosts.searchDocument} like ${`%${escapeLike(q)}%`} or ${q} <% ${jobPosts.searchDocument})`,
        );
      }
      if (query.category) {
        conditions.push(
          sql`exists (select 1 from ${jobCategories} join ${categories} on ${categories.id} = ${jobCategories.categoryId}
                where ${jobCategories.jobId} = ${jobPosts.id} and lower(${categories.name}) = ${query.category.toLowerCase()})`,
        );
      }
      if (query.level) conditions.push(eq(jobPosts.level, query.level));
      if (query.size) conditions.push(eq(jobPosts.size, query.size));
      if (query.min_budget !== undefined)
        conditions.push(gte(jobPosts.budgetCents, toCents(query.min_budget)));
      if (query.max_budget !== undefined)
        conditions.push(lte(jobPosts.budgetCents, toCents(query.max_budget)));
      if (query.cursor) {
        const [createdAt, id] = decodeCursor(query.cursor, [
          cursorParts.timestamp,
          cursorParts.rowId,
        ]);
        conditions.push(
          sql`(${jobPosts.createdAt}, ${jobPosts.id}) < (${createdAt}::timestamptz, ${id})`,
        );
      }
      const rows = await db
        .select()
        .from(jobPosts)
        .where(and(...conditions))
        .orderBy(...NEWEST_FIRST)
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        data: await toJobSummaries(page, viewer),
        meta: {
          next_cursor:
            rows.length > query.limit && last
              ? encodeCursor([last.createdAt.toISOString(), last.id])
              : null,
        },
      };
    },
  };
};
