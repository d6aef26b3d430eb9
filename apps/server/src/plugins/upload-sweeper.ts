import type { FastifyInstance } from 'fastify';
import {
  TEMPORARY_FOLDER,
  type ReferencedNames,
  type Storage,
  type StorageKind,
} from '#kernel/storage.ts';

/** How long an upload waits for the form that uses it, and how often the rest is swept. */
const DRAFT_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const DRAFT_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Each sweep removes what is older than the date and no longer needed; it answers how many. */
export type Sweep = (olderThan: Date) => Promise<number>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs every sweep now; answers how many things each removed. */
    sweepUploads: () => Promise<Record<string, number>>;
  }
}

/**
 * The sweeps of stored files no row references, one per storage folder, and of temporaries
 * left by a process that stopped mid-request. A file a request wrote before its transaction
 * failed to commit is found this way. Each folder's references come from the module owning
 * the rows, so every kind must name one.
 */
export const unreferencedFileSweeps = (
  storage: Storage,
  references: Record<StorageKind, ReferencedNames>,
): Record<string, Sweep> => ({
  ...Object.fromEntries(
    Object.entries(references).map(([kind, referenced]): [string, Sweep] => [
      `unreferenced ${kind}`,
      (olderThan) => storage.sweepUnreferenced(kind as StorageKind, olderThan, referenced),
    ]),
  ),
  'stale temporaries': (olderThan) => storage.sweepUnreferenced(TEMPORARY_FOLDER, olderThan),
});

/**
 * An hourly check on every instance; a sweep is idempotent, so instances need no coordination.
 * Sweeps run in order (drafts first, so their files go with their rows), and one failing does
 * not keep the others from running.
 */
export const startUploadSweeper = (app: FastifyInstance, sweeps: Record<string, Sweep>) => {
  const sweepUploads = async () => {
    const olderThan = new Date(Date.now() - DRAFT_UPLOAD_TTL_MS);
    const removed: Record<string, number> = {};
    for (const [name, sweep] of Object.entries(sweeps)) {
      try {
        const count = await sweep(olderThan);
        if (count > 0) removed[name] = count;
      } catch (error) {
        app.log.warn({ err: error, sweep: name }, 'sweeping unused uploads failed');
      }
    }
    if (Object.keys(removed).length) app.log.info({ removed }, 'removed unused uploads');
    return removed;
  };
  app.decorate('sweepUploads', sweepUploads);
  const timer = setInterval(() => void sweepUploads(), DRAFT_SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('preClose', async () => clearInterval(timer));
};
