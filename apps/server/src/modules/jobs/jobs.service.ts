import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import {
  JOB_FILE_TYPES,
  JOB_FILES_MAX,
  toCents,
  toDollars,
  type TCategory,
  type TCreateJob,
  type TJob,
  type TJobFile,
  type TJobSearchQuery,
  type TJobSummary,
  type TUpdateJob,
} from '@marketplace/contract';
import type { Database } from '../../db/client.ts';
import {
  categories,
  jobCategories,
  jobFiles,
  jobPosts,
  savedJobs,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { cursorParts, decodeCursor, encodeCursor } from '../../http/cursor.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import type { Storage } from '../../storage/storage.ts';
import type { ProposalsService } from '../proposals/proposals.service.ts';

type JobRow = typeof jobPosts.$inferSelect;
type Viewer = { userId: number };

const JOB_NOT_FOUND = 'This job post does not exist or was deleted.';
const NOT_YOUR_JOB = 'You can only change your own job posts.';
export const TOO_MANY_FILES = `A job can have at most ${JOB_FILES_MAX} files.`;

export const jobFileUrl = (id: number) => `/api/job/files/${id}`;

/** Matches the (created_at desc nulls last, id desc nulls last) indexes, so pages walk an index. */
const NEWEST_FIRST = [
  sql`${jobPosts.createdAt} desc nulls last`,
  sql`${jobPosts.id} desc nulls last`,
];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** What trigram search looks through: title, description and skill names, lower-cased. */
const searchDocumentOf = (title: string, description: string, skillNames: string[]) =>
  [title, skillNames.join(' '), description].join('\n').toLowerCase();

export const createJobsService = (deps: {
  db: Database;
  storage: Storage;
  proposalsService: ProposalsService;
}) => {
  const { db, storage, proposalsService } = deps;

  /** Category rows for the given names (case-insensitive); an unknown name is a 422 on `skills`. */
  const resolveCategories = async (names: string[]): Promise<TCategory[]> => {
    const rows = await db
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
  };

  /** Sniffs every new file before anything is stored, so a bad file rejects the whole request. */
  const assertAcceptedFiles = async (files: UploadedFile[]) => {
    for (const file of files) await storage.checkAttachment(file.bytes, JOB_FILE_TYPES);
  };

  const findOwnJob = async (clientId: number, jobId: number): Promise<JobRow> => {
    const [job] = await db.select().from(jobPosts).where(eq(jobPosts.id, jobId)).limit(1);
    if (!job) throw new AppError('not_found', JOB_NOT_FOUND);
    if (job.clientId !== clientId) throw new AppError('forbidden', NOT_YOUR_JOB);
    return job;
  };

  /** Loads everything a job card or page shows, for many jobs in a fixed number of queries. */
  const toJobSummaries = async (rows: JobRow[], viewer: Viewer): Promise<TJobSummary[]> => {
    if (rows.length === 0) return [];
    const jobIds = rows.map((row) => row.id);
    const [categoryRows, fileRows, savedRows, activity] = await Promise.all([
      db
        .select({ jobId: jobCategories.jobId, id: categories.id, name: categories.name })
        .from(jobCategories)
        .innerJoin(categories, eq(categories.id, jobCategories.categoryId))
        .where(inArray(jobCategories.jobId, jobIds))
        .orderBy(asc(categories.name)),
      db.select().from(jobFiles).where(inArray(jobFiles.jobId, jobIds)).orderBy(asc(jobFiles.id)),
      db
        .select({ jobId: savedJobs.jobId })
        .from(savedJobs)
        .where(and(eq(savedJobs.userId, viewer.userId), inArray(savedJobs.jobId, jobIds))),
      proposalsService.activityForJobs(jobIds, viewer.userId),
    ]);
    const saved = new Set(savedRows.map((row) => row.jobId));
    return rows.map((row) => {
      const jobCategoriesList = categoryRows
        .filter((category) => category.jobId === row.id)
        .map(({ id, name }) => ({ id, name }));
      return {
        id: row.id,
        client_id: row.clientId,
        title: row.title,
        description: row.description,
        budjet: toDollars(row.budgetCents),
        experience_level: row.level,
        level: row.level,
        size: row.size,
        time: row.time,
        expected_delivery_time: row.expectedDeliveryDays,
        created_at: row.createdAt.toISOString(),
        categories: jobCategoriesList,
        skills: jobCategoriesList.map(({ name }) => ({ name, selected: true as const })),
        illustrative_files: fileRows.filter((file) => file.jobId === row.id).map(toFileDto),
        proposals_count: activity.get(row.id)?.proposals ?? 0,
        interviewing_count: activity.get(row.id)?.interviewing ?? 0,
        applied: activity.get(row.id)?.applied ?? false,
        is_owner: row.clientId === viewer.userId,
        saved: saved.has(row.id),
      };
    });
  };

  /** The job page: the summary plus the client's public figures. */
  const toJobDto = async (row: JobRow, viewer: Viewer): Promise<TJob> => {
    const [[summary], [client], [posted], hires] = await Promise.all([
      toJobSummaries([row], viewer),
      db
        .select({ username: users.username, createdAt: users.createdAt })
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
      },
    };
  };

  /**
   * Stores new files and inserts their rows inside the caller's transaction. Files written
   * are recorded in `written` so the caller can remove them if the transaction fails.
   */
  const storeFiles = async (
    tx: Database,
    ownerId: number,
    jobId: number | null,
    files: UploadedFile[],
    written: string[],
  ) => {
    const stored = [];
    for (const file of files) {
      const { name, mime } = await storage.saveAttachment('job-files', file.bytes, JOB_FILE_TYPES);
      written.push(name);
      const [row] = await tx
        .insert(jobFiles)
        .values({
          ownerId,
          jobId,
          storedName: name,
          originalName: cleanFileName(file.filename, name),
          mime,
          sizeBytes: file.bytes.length,
        })
        .returning();
      if (row) stored.push(row);
    }
    return stored;
  };

  /** Attaches earlier uploads of this owner that are not attached to any job yet. */
  const attachUploads = async (tx: Database, ownerId: number, jobId: number, fileIds: number[]) => {
    if (fileIds.length === 0) return;
    const attached = await tx
      .update(jobFiles)
      .set({ jobId })
      .where(
        and(inArray(jobFiles.id, fileIds), eq(jobFiles.ownerId, ownerId), isNull(jobFiles.jobId)),
      )
      .returning({ id: jobFiles.id });
    if (attached.length !== new Set(fileIds).size) {
      const message = 'Some attachments are not your uploads or are already used.';
      throw new AppError('unprocessable', message, { file_ids: message });
    }
  };

  /** Runs a write that stores files; a failure removes every file it wrote. */
  const withStoredFiles = async <T>(work: (written: string[]) => Promise<T>): Promise<T> => {
    const written: string[] = [];
    try {
      return await work(written);
    } catch (error) {
      await Promise.all(written.map((name) => storage.remove('job-files', name)));
      throw error;
    }
  };

  const assertFileCount = (count: number) => {
    if (count > JOB_FILES_MAX) throw new AppError('payload_too_large', TOO_MANY_FILES);
  };

  return {
    listCategories: async (): Promise<TCategory[]> =>
      db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .orderBy(asc(categories.name)),

    categoriesOfJob: async (jobId: number): Promise<TCategory[]> => {
      const [job] = await db
        .select({ id: jobPosts.id })
        .from(jobPosts)
        .where(eq(jobPosts.id, jobId))
        .limit(1);
      if (!job) throw new AppError('not_found', JOB_NOT_FOUND);
      return db
        .select({ id: categories.id, name: categories.name })
        .from(jobCategories)
        .innerJoin(categories, eq(categories.id, jobCategories.categoryId))
        .where(eq(jobCategories.jobId, jobId))
        .orderBy(asc(categories.name));
    },

    createJob: async (
      clientId: number,
      input: TCreateJob,
      newFiles: UploadedFile[],
    ): Promise<TJob> => {
      const fileIds = input.file_ids ?? [];
      assertFileCount(fileIds.length + newFiles.length);
      const jobCategoryRows = await resolveCategories(input.skills);
      await assertAcceptedFiles(newFiles);
      const job = await withStoredFiles((written) =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(jobPosts)
            .values({
              clientId,
              title: input.title,
              description: input.description,
              budgetCents: toCents(input.budjet),
              level: input.level,
              size: input.size,
              time: input.time || null,
              expectedDeliveryDays: input.expected_delivery_time,
              searchDocument: searchDocumentOf(
                input.title,
                input.description,
                jobCategoryRows.map((c) => c.name),
              ),
            })
            .returning();
          if (!row) throw new Error('insert returned no row');
          await tx
            .insert(jobCategories)
            .values(
              jobCategoryRows.map((category) => ({ jobId: row.id, categoryId: category.id })),
            );
          await attachUploads(tx, clientId, row.id, fileIds);
          await storeFiles(tx, clientId, row.id, newFiles, written);
          return row;
        }),
      );
      return toJobDto(job, { userId: clientId });
    },

    updateJob: async (
      clientId: number,
      jobId: number,
      input: TUpdateJob,
      newFiles: UploadedFile[],
    ): Promise<TJob> => {
      const job = await findOwnJob(clientId, jobId);
      const jobCategoryRows = input.skills ? await resolveCategories(input.skills) : undefined;
      await assertAcceptedFiles(newFiles);
      const removedIds = input.removed_file_ids ?? [];
      const currentFiles = await db.select().from(jobFiles).where(eq(jobFiles.jobId, jobId));
      const removedFiles = currentFiles.filter((file) => removedIds.includes(file.id));
      if (removedFiles.length !== new Set(removedIds).size) {
        const message = 'Some files to remove are not attached to this job.';
        throw new AppError('unprocessable', message, { removed_file_ids: message });
      }
      assertFileCount(
        currentFiles.length - removedFiles.length + (input.file_ids?.length ?? 0) + newFiles.length,
      );

      const updated = await withStoredFiles((written) =>
        db.transaction(async (tx) => {
          const title = input.title ?? job.title;
          const description = input.description ?? job.description;
          const skillNames =
            jobCategoryRows?.map((category) => category.name) ??
            (
              await tx
                .select({ name: categories.name })
                .from(jobCategories)
                .innerJoin(categories, eq(categories.id, jobCategories.categoryId))
                .where(eq(jobCategories.jobId, jobId))
            ).map((row) => row.name);
          const [row] = await tx
            .update(jobPosts)
            .set({
              title,
              description,
              ...(input.budjet !== undefined ? { budgetCents: toCents(input.budjet) } : {}),
              ...(input.level ? { level: input.level } : {}),
              ...(input.size ? { size: input.size } : {}),
              ...(input.time !== undefined ? { time: input.time || null } : {}),
              ...(input.expected_delivery_time !== undefined
                ? { expectedDeliveryDays: input.expected_delivery_time }
                : {}),
              searchDocument: searchDocumentOf(title, description, skillNames),
              updatedAt: sql`now()`,
            })
            .where(eq(jobPosts.id, jobId))
            .returning();
          if (!row) throw new AppError('not_found', JOB_NOT_FOUND);
          if (jobCategoryRows) {
            await tx.delete(jobCategories).where(eq(jobCategories.jobId, jobId));
            await tx
              .insert(jobCategories)
              .values(jobCategoryRows.map((category) => ({ jobId, categoryId: category.id })));
          }
          if (removedFiles.length) {
            await tx.delete(jobFiles).where(
              inArray(
                jobFiles.id,
                removedFiles.map((file) => file.id),
              ),
            );
          }
          await attachUploads(tx, clientId, jobId, input.file_ids ?? []);
          await storeFiles(tx, clientId, jobId, newFiles, written);
          return row;
        }),
      );
      // Only once the rows are gone for good are the removed files deleted from disk.
      await Promise.all(removedFiles.map((file) => storage.remove('job-files', file.storedName)));
      return toJobDto(updated, { userId: clientId });
    },

    deleteJob: async (clientId: number, jobId: number) => {
      await findOwnJob(clientId, jobId);
      if (await proposalsService.jobHasContract(jobId)) {
        throw new AppError(
          'conflict',
          'This job has an accepted proposal, so it is a contract and cannot be deleted.',
        );
      }
      const files = await db
        .select({ storedName: jobFiles.storedName })
        .from(jobFiles)
        .where(eq(jobFiles.jobId, jobId));
      await db.delete(jobPosts).where(eq(jobPosts.id, jobId));
      await Promise.all(files.map((file) => storage.remove('job-files', file.storedName)));
    },

    getJob: async (viewer: Viewer, jobId: number): Promise<TJob> => {
      const [row] = await db.select().from(jobPosts).where(eq(jobPosts.id, jobId)).limit(1);
      if (!row) throw new AppError('not_found', JOB_NOT_FOUND);
      return toJobDto(row, viewer);
    },

    listOwnJobs: async (clientId: number): Promise<TJobSummary[]> => {
      const rows = await db
        .select()
        .from(jobPosts)
        .where(eq(jobPosts.clientId, clientId))
        .orderBy(...NEWEST_FIRST);
      return toJobSummaries(rows, { userId: clientId });
    },

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

    uploadFiles: async (ownerId: number, files: UploadedFile[]): Promise<TJobFile[]> => {
      assertFileCount(files.length);
      if (files.length === 0) {
        throw new AppError('unprocessable', 'Choose at least one file to upload.', {
          file1: 'Choose at least one file to upload.',
        });
      }
      await assertAcceptedFiles(files);
      const stored = await withStoredFiles((written) =>
        db.transaction((tx) => storeFiles(tx, ownerId, null, files, written)),
      );
      return stored.map(toFileDto);
    },

    /** An attachment for download: any signed-in user may fetch the files of a job. */
    /** Attachments uploaded before `olderThan` and never attached to a job are dropped. */
    sweepDraftFiles: async (olderThan: Date): Promise<number> => {
      const rows = await db
        .delete(jobFiles)
        .where(and(isNull(jobFiles.jobId), lt(jobFiles.createdAt, olderThan)))
        .returning({ storedName: jobFiles.storedName });
      await Promise.all(rows.map((row) => storage.remove('job-files', row.storedName)));
      return rows.length;
    },

    /**
     * An attachment of a job is for every signed-in user, like the job itself; an upload not
     * yet attached to a job is a draft, for its uploader only (others are told it is not there).
     */
    getFile: async (viewerId: number, fileId: number) => {
      const [file] = await db.select().from(jobFiles).where(eq(jobFiles.id, fileId)).limit(1);
      const visible = file && (file.jobId !== null || file.ownerId === viewerId);
      const filePath = visible ? storage.pathOf('job-files', file.storedName) : undefined;
      if (!file || !filePath) throw new AppError('not_found', 'This file does not exist.');
      return { path: filePath, name: file.originalName, mime: file.mime, size: file.sizeBytes };
    },

    saveJob: async (userId: number, jobId: number) => {
      const [job] = await db
        .select({ id: jobPosts.id })
        .from(jobPosts)
        .where(eq(jobPosts.id, jobId))
        .limit(1);
      if (!job) throw new AppError('not_found', JOB_NOT_FOUND);
      await db.insert(savedJobs).values({ userId, jobId }).onConflictDoNothing();
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

export type JobsService = ReturnType<typeof createJobsService>;

const toFileDto = (row: typeof jobFiles.$inferSelect): TJobFile => ({
  id: row.id,
  url: jobFileUrl(row.id),
  name: row.originalName,
  size: row.sizeBytes,
  mime: row.mime,
});

/** The name shown and offered on download: the client's own name, without any path. */
const cleanFileName = (original: string, storedName: string) => {
  // Control characters and quotes would break the Content-Disposition header.
  const base = original
    .split(/[\\/]/)
    .pop()
    // eslint-disable-next-line no-control-regex
    ?.replace(/[\u0000-\u001f"]/g, '')
    .trim()
    .slice(0, 200);
  return base || storedName;
};
