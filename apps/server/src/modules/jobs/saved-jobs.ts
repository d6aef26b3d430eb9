import { and, desc, eq } from 'drizzle-orm';
import type { TJobSummary } from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { jobPosts, savedJobs } from '#db/schema/index.ts';
import { assertJobExists } from './job-posts.ts';
import type { JobViews } from './job-views.ts';

export const createSavedJobs = (deps: {
  db: Database;
  toJobSummaries: JobViews['toJobSummaries'];
}) => {
  const { db, toJobSummaries } = deps;

  return {
    /** Saving a job being deleted either lands first (and goes with the job) or finds it gone. */
    saveJob: async (userId: number, jobId: number) => {
      await db.transaction(async (tx) => {
        await assertJobExists(tx, jobId, 'key share');
        await tx.insert(savedJobs).values({ userId, jobId }).onConflictDoNothing();
      });
    },

    unsaveJob: async (userId: number, jobId: number) => {
      await db
        .delete(savedJobs)
        .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
    },

    listSavedJobs: async (userId: number): Promise<TJobSummary[]> => {
      const rows = await db
        .select({ job: jobPosts })
        .from(savedJobs)
        .innerJoin(jobPosts, eq(jobPosts.id, savedJobs.jobId))
        .where(eq(savedJobs.userId, userId))
        .orderBy(desc(savedJobs.createdAt));
      return toJobSummaries(
        rows.map((row) => row.job),
        { userId },
      );
    },
  };
};
