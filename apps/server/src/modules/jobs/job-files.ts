import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { cleanFileName, JOB_FILE_TYPES, JOB_FILES_MAX, type TJobFile } from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { jobFiles } from '#db/schema/index.ts';
import { AppError } from '#kernel/app-error.ts';
import type { Storage, UploadedFile } from '#kernel/storage.ts';

export const TOO_MANY_FILES = `A job can have at most ${JOB_FILES_MAX} files.`;

export const jobFileUrl = (id: number) => `/api/job/files/${id}`;

export const createJobFiles = (deps: { db: Database; storage: Storage }) => {
  const { db, storage } = deps;

  const removeStoredFiles = (storedNames: string[]) =>
    Promise.all(storedNames.map((name) => storage.remove('job-files', name)));

  /** Sniffs every new file before anything is stored, so a bad file rejects the whole request. */
  const assertAcceptedFiles = async (files: UploadedFile[]) => {
    for (const file of files) await storage.checkAttachment(file.path, JOB_FILE_TYPES);
  };

  const assertFileCount = (count: number) => {
    if (count > JOB_FILES_MAX) throw new AppError('payload_too_large', TOO_MANY_FILES);
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
      const { name, mime } = await storage.saveAttachment('job-files', file.path, JOB_FILE_TYPES);
      written.push(name);
      const [row] = await tx
        .insert(jobFiles)
        .values({
          ownerId,
          jobId,
          storedName: name,
          originalName: cleanFileName(file.filename, name),
          mime,
          sizeBytes: file.size,
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
      await removeStoredFiles(written);
      throw error;
    }
  };

  return {
    removeStoredFiles,
    assertAcceptedFiles,
    assertFileCount,
    storeFiles,
    attachUploads,
    withStoredFiles,

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

    /** Attachments uploaded before `olderThan` and never attached to a job are dropped. */
    sweepDraftFiles: async (olderThan: Date): Promise<number> => {
      const rows = await db
        .delete(jobFiles)
        .where(and(isNull(jobFiles.jobId), lt(jobFiles.createdAt, olderThan)))
        .returning({ storedName: jobFiles.storedName });
      await removeStoredFiles(rows.map((row) => row.storedName));
      return rows.length;
    },

    /** Bytes of the owner's uploads not attached to a job yet (upload quota). */
    draftBytesOf: async (executor: Database, ownerId: number): Promise<number> => {
      const [row] = await executor
        .select({ bytes: sql<string>`coalesce(sum(${jobFiles.sizeBytes}), 0)` })
        .from(jobFiles)
        .where(and(eq(jobFiles.ownerId, ownerId), isNull(jobFiles.jobId)));
      return Number(row?.bytes ?? 0);
    },

    /** Of these stored names, the ones an attachment row still uses (the hourly sweep). */
    referencedNames: async (names: string[]): Promise<Set<string>> => {
      const rows = await db
        .select({ storedName: jobFiles.storedName })
        .from(jobFiles)
        .where(inArray(jobFiles.storedName, names));
      return new Set(rows.map((row) => row.storedName));
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
  };
};

export const toFileDto = (row: typeof jobFiles.$inferSelect): TJobFile => ({
  id: row.id,
  url: jobFileUrl(row.id),
  name: row.originalName,
  size: row.sizeBytes,
  mime: row.mime,
});
