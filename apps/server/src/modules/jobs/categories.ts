import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { TCategory } from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { categories, jobCategories } from '#db/schema/index.ts';
import { AppError } from '#kernel/app-error.ts';
import { assertJobExists } from './job-posts.ts';

export const createCategories = (deps: { db: Database }) => {
  const { db } = deps;

  return {
    listCategories: async (): Promise<TCategory[]> =>
      db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .orderBy(asc(categories.name)),

    categoriesOfJob: async (jobId: number): Promise<TCategory[]> => {
      await assertJobExists(db, jobId);
      return db
        .select({ id: categories.id, name: categories.name })
        .from(jobCategories)
        .innerJoin(categories, eq(categories.id, jobCategories.categoryId))
        .where(eq(jobCategories.jobId, jobId))
        .orderBy(asc(categories.name));
    },

    /**
     * Category rows for the given names (case-insensitive); an unknown name is a 422 on `skills`.
     * `executor`: the caller's transaction, when it asks while holding a lock.
     */
    resolveCategories: async (names: string[], executor: Database = db): Promise<TCategory[]> => {
      const rows = await executor
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(
          inArray(
            sql`lower(${categories.name})`,
            names.map((name) => name.toLowerCase()),
          ),
        );
      const known = new Set(rows.map((row) => row.name.toLowerCase()));
      const unknown = names.filter((name) => !known.has(name.toLowerCase()));
      if (unknown.length) {
        const message = `Unknown skill: ${unknown.join(', ')}. Pick skills from the list.`;
        throw new AppError('unprocessable', message, { skills: message });
      }
      return rows;
    },
  };
};
