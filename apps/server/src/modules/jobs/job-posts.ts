import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { jobPosts } from '#db/schema/index.ts';
import { AppError } from '#kernel/app-error.ts';

export type JobRow = typeof jobPosts.$inferSelect;
export type Viewer = { userId: number };

export const JOB_NOT_FOUND = 'This job post does not exist or was deleted.';
const NOT_YOUR_JOB = 'You can only change your own job posts.';

/**
 * 404 unless the job exists. Inside a transaction, `lock: 'key share'` also keeps it from
 * being deleted until the transaction ends (edits of the job still go on), so a row written
 * next that points at the job never points at a deleted one.
 */
export const assertJobExists = async (db: Database, jobId: number, lock?: 'key share') => {
  const query = db.select({ id: jobPosts.id }).from(jobPosts).where(eq(jobPosts.id, jobId));
  const [job] = lock ? await query.for(lock) : await query.limit(1);
  if (!job) throw new AppError('not_found', JOB_NOT_FOUND);
};

/**
 * The caller's own job, locked in the caller's transaction: `for no key update` to edit it
 * (proposals and saves may still point at it meanwhile), `for update` to delete it (they wait).
 * Everything the caller decides is decided on this row, read under the lock.
 */
export const lockOwnJob = async (
  tx: Database,
  clientId: number,
  jobId: number,
  lock: 'no key update' | 'update',
): Promise<JobRow> => {
  const [job] = await tx.select().from(jobPosts).where(eq(jobPosts.id, jobId)).for(lock);
  if (!job) throw new AppError('not_found', JOB_NOT_FOUND);
  if (job.clientId !== clientId) throw new AppError('forbidden', NOT_YOUR_JOB);
  return job;
};
