import type { FastifyInstance } from 'fastify';

/** How long an upload waits for the form that uses it, and how often the rest is swept. */
const DRAFT_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const DRAFT_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Each sweep removes the uploads older than the date that no form used; it answers how many. */
export type DraftSweep = (olderThan: Date) => Promise<number>;

/** An hourly check on every instance; a sweep is idempotent, so instances need no coordination. */
export const startUploadSweeper = (app: FastifyInstance, sweeps: DraftSweep[]) => {
  const sweepDraftUploads = async () => {
    const olderThan = new Date(Date.now() - DRAFT_UPLOAD_TTL_MS);
    let removed = 0;
    for (const sweep of sweeps) removed += await sweep(olderThan);
    if (removed > 0) app.log.info({ removed }, 'removed uploads never attached to anything');
  };
  const timer = setInterval(() => {
    sweepDraftUploads().catch((error: unknown) =>
      app.log.warn({ err: error }, 'sweeping unused uploads failed'),
    );
  }, DRAFT_SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('preClose', async () => clearInterval(timer));
};
