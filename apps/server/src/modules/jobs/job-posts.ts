import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { jobPosts } from '#db/schema/index.ts';
import { AppError } from '#kernel/app-error.ts';

export type JobRow = typeof jobPosts.$inferSelect;
export type Viewer = { userId: number };

export const JOB_NOT_FOUND = 'This job post does not exist or was deleted.';

export const assertJobExists = async (db: Database, jobId: number) => {
  const [job] = await db
    .select({ id: jobPosts.id })
    .from(jobPosts)
    .where(eq(jobPosts.id, jobId))
    .limit(1);
  if (!job) throw new AppError('not_found', JOB_NOT_FOUND);
};
