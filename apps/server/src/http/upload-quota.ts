import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { uploadUsage } from '#db/schema/index.ts';
import { AppError } from '#kernel/app-error.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A draft upload's bytes count as pending until its rows are stored. Storing takes seconds
 * (the body has arrived by then); a process that died meanwhile stops holding them after this.
 */
const PENDING_DRAFT_MS = 15 * 60 * 1000;
// Any fixed number: the first half of the advisory lock key that serialises one user's uploads.
const QUOTA_LOCK_CLASS = 727_002;
const MB = 1024 * 1024;

export type UploadQuotaSettings = {
  /** Bytes one user may upload in any 24 hours. */
  bytesPerDay: number;
  /** Bytes of one user's uploads that no form has used yet (drafts). */
  draftBytes: number;
};

/** One owner of uploaded files answers how many bytes of the user's uploads are still drafts. */
export type DraftBytesOf = (db: Database, userId: number) => Promise<number>;

/** What a user may still upload in this request, and the refusal for going beyond it. */
export type Allowance = { bytes: number; refuse: (incoming: number) => Promise<AppError> };

/** "12 MB", "0.4 MB": to the tenth below 10 MB, whole above. */
const megabytes = (bytes: number) => {
  const value = bytes / MB;
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded} MB`;
};

/**
 * Per-user upload quota: bytes uploaded in the last 24 hours, and bytes of drafts (uploads no
 * form has used yet; they are swept after a day). A request is checked before its body is
 * read, while it streams, and once more under a per-user lock before anything is stored, so
 * parallel uploads of one user cannot each take the same room.
 */
export const createUploadQuota = (deps: {
  db: Database;
  settings: UploadQuotaSettings;
  draftBytesOf: DraftBytesOf[];
}) => {
  const { db, settings, draftBytesOf } = deps;

  const usageOf = async (executor: Database, userId: number) => {
    const now = Date.now();
    const [row] = await executor
      .select({
        today: sql<string>`coalesce(sum(${uploadUsage.bytes}), 0)`,
        pendingDrafts: sql<string>`coalesce(sum(${uploadUsage.bytes}) filter (where ${uploadUsage.draft} and ${uploadUsage.pending} and ${uploadUsage.createdAt} > ${new Date(now - PENDING_DRAFT_MS)}), 0)`,
      })
      .from(uploadUsage)
      .where(
        and(eq(uploadUsage.userId, userId), gt(uploadUsage.createdAt, new Date(now - DAY_MS))),
      );
    let drafts = Number(row?.pendingDrafts ?? 0);
    for (const count of draftBytesOf) drafts += await count(executor, userId);
    return { today: Number(row?.today ?? 0), drafts };
  };

  /** When enough of today's uploads are a day old for `incoming` more bytes to fit. */
  const secondsUntilRoom = async (userId: number, today: number, incoming: number) => {
    const rows = await db
      .select({ bytes: uploadUsage.bytes, createdAt: uploadUsage.createdAt })
      .from(uploadUsage)
      .where(
        and(
          eq(uploadUsage.userId, userId),
          gt(uploadUsage.createdAt, new Date(Date.now() - DAY_MS)),
        ),
      )
      .orderBy(asc(uploadUsage.createdAt));
    let left = today;
    for (const row of rows) {
      left -= row.bytes;
      if (left + incoming <= settings.bytesPerDay)
        return (row.createdAt.getTime() + DAY_MS - Date.now()) / 1000;
    }
    return DAY_MS / 1000;
  };

  const refusal = async (
    userId: number,
    usage: { today: number; drafts: number },
    incoming: number,
  ): Promise<AppError> => {
    if (usage.today + incoming > settings.bytesPerDay) {
      const left = Math.max(0, settings.bytesPerDay - usage.today);
      const said = `You have uploaded ${megabytes(usage.today)} today, the daily limit is ${megabytes(settings.bytesPerDay)}.`;
      const message =
        left < MB / 10
          ? `${said} Try again tomorrow.`
          : `${said} This upload is larger than the ${megabytes(left)} left: upload smaller files, or try again tomorrow.`;
      return AppError.rateLimited(message, await secondsUntilRoom(userId, usage.today, incoming));
    }
    const message =
      `Your uploads not used in any form yet take ${megabytes(usage.drafts)}, and at most ` +
      `${megabytes(settings.draftBytes)} may wait at a time. Use your earlier uploads in a form ` +
      `first, or wait: uploads left unused are removed a day after they were made.`;
    return new AppError('payload_too_large', message);
  };

  return {
    /** The room left for a request, read before its body; `drafts` for upload-only calls. */
    allowance: async (userId: number, drafts: boolean): Promise<Allowance> => {
      const usage = await usageOf(db, userId);
      const dailyLeft = settings.bytesPerDay - usage.today;
      const bytes = drafts ? Math.min(dailyLeft, settings.draftBytes - usage.drafts) : dailyLeft;
      return {
        bytes: Math.max(0, bytes),
        refuse: (incoming) => refusal(userId, usage, incoming),
      };
    },

    /**
     * Takes `bytes` of the user's quota before anything is stored, or refuses. Answers the
     * reservation to `settle` once stored, or `release` if storing failed.
     */
    reserve: async (userId: number, bytes: number, drafts: boolean): Promise<number> => {
      const outcome = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK_CLASS}, ${userId})`);
        const usage = await usageOf(tx, userId);
        if (
          usage.today + bytes > settings.bytesPerDay ||
          (drafts && usage.drafts + bytes > settings.draftBytes)
        )
          return { refused: usage };
        const [row] = await tx
          .insert(uploadUsage)
          .values({ userId, bytes, draft: drafts })
          .returning({ id: uploadUsage.id });
        if (!row) throw new Error('insert returned no row');
        return { id: row.id };
      });
      if (outcome.refused) throw await refusal(userId, outcome.refused, bytes);
      return outcome.id;
    },

    /** The upload is stored: its drafts are now counted by the tables that hold them. */
    settle: async (reservation: number) => {
      await db.update(uploadUsage).set({ pending: false }).where(eq(uploadUsage.id, reservation));
    },

    /** Nothing was stored: the bytes do not count. */
    release: async (reservation: number) => {
      await db.delete(uploadUsage).where(eq(uploadUsage.id, reservation));
    },

    /** Usage older than `olderThan` no longer counts towards any day; answers how many rows went. */
    sweep: async (olderThan: Date): Promise<number> => {
      const rows = await db
        .delete(uploadUsage)
        .where(lt(uploadUsage.createdAt, olderThan))
        .returning({ id: uploadUsage.id });
      return rows.length;
    },
  };
};

export type UploadQuota = ReturnType<typeof createUploadQuota>;
