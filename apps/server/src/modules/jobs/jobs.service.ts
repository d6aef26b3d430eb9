import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { ownerNotSuspended } from '#kernel/user-ref.ts';
import {
  toCents,
  type TCreateJob,
  type TJob,
  type TJobSummary,
  type TUpdateJob,
} from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { categories, jobCategories, jobFiles, jobPosts, savedJobs } from '#db/schema/index.ts';
import { AppError } from '#kernel/app-error.ts';
import type { UploadedFile } from '#kernel/storage.ts';
import type { Storage } from '#kernel/storage.ts';
import { createCategories } from './categories.ts';
import { createJobFiles } from './job-files.ts';
import { JOB_NOT_FOUND, lockOwnJob, type Viewer } from './job-posts.ts';
import { createJobSearch, NEWEST_FIRST, searchDocumentOf } from './job-search.ts';
import { createJobViews, type ProposalActivity } from './job-views.ts';
import { createSavedJobs } from './saved-jobs.ts';

export const createJobsService = (deps: {
  db: Database;
  storage: Storage;
  proposalsService: ProposalActivity;
}) => {
  const { db, storage, proposalsService } = deps;
  const { listCategories, categoriesOfJob, resolveCategories } = createCategories({ db });
  const attachments = createJobFiles({ db, storage });
  const { selectJobRows, cardsOf, toSummary, toJobSummaries, toJobDto } = createJobViews({
    db,
    proposalsService,
  });
  const { searchJobs } = createJobSearch({
    selectJobRows,
    cardsOf,
    toSummary,
    viewerProposedSql: proposalsService.viewerProposedSql,
  });
  const { saveJob, unsaveJob, listSavedJobs } = createSavedJobs({ db, toJobSummaries });

  return {
    listCategories,
    categoriesOfJob,

    createJob: async (
      clientId: number,
      input: TCreateJob,
      newFiles: UploadedFile[],
    ): Promise<TJob> => {
      const fileIds = input.file_ids ?? [];
      attachments.assertFileCount(fileIds.length + newFiles.length);
      const jobCategoryRows = await resolveCategories(input.skills);
      await attachments.assertAcceptedFiles(newFiles);
      const job = await attachments.withStoredFiles((written) =>
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
          await attachments.attachUploads(tx, clientId, row.id, fileIds);
          await attachments.storeFiles(tx, clientId, row.id, newFiles, written);
          return row;
        }),
      );
      return toJobDto(job, { userId: clientId });
    },

    /**
     * Every check is made on the job locked `for no key update`: a second edit, a deletion and
     * a proposal (its bid is checked against the budget) wait for it, saves do not. An edit
     * racing a deletion either lands first or finds the job gone.
     */
    updateJob: async (
      clientId: number,
      jobId: number,
      input: TUpdateJob,
      newFiles: UploadedFile[],
    ): Promise<TJob> => {
      const { updated, removedFiles } = await attachments.withStoredFiles((written) =>
        db.transaction(async (tx) => {
          const job = await lockOwnJob(tx, clientId, jobId, 'no key update');
          const jobCategoryRows = input.skills
            ? await resolveCategories(input.skills, tx)
            : undefined;
          await attachments.assertAcceptedFiles(newFiles);
          const removedIds = input.removed_file_ids ?? [];
          const currentFiles = await tx.select().from(jobFiles).where(eq(jobFiles.jobId, jobId));
          const removedFiles = currentFiles.filter((file) => removedIds.includes(file.id));
          if (removedFiles.length !== new Set(removedIds).size) {
            const message = 'Some files to remove are not attached to this job.';
            throw new AppError('unprocessable', message, { removed_file_ids: message });
          }
          attachments.assertFileCount(
            currentFiles.length -
              removedFiles.length +
              (input.file_ids?.length ?? 0) +
              newFiles.length,
          );
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
          if (!row) throw new Error('a locked job disappeared');
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
          await attachments.attachUploads(tx, clientId, jobId, input.file_ids ?? []);
          await attachments.storeFiles(tx, clientId, jobId, newFiles, written);
          return { updated: row, removedFiles };
        }),
      );
      // Only once the rows are gone for good are the removed files deleted from disk.
      await attachments.removeStoredFiles(removedFiles.map((file) => file.storedName));
      return toJobDto(updated, { userId: clientId });
    },

    /**
     * The job is locked `for update` before anything is checked: an accept, a proposal, a save
     * or an edit racing the deletion waits for it and then finds the job gone, or went first
     * (and an accepted proposal then keeps the job, as a contract).
     */
    deleteJob: async (clientId: number, jobId: number) => {
      const files = await db.transaction(async (tx) => {
        await lockOwnJob(tx, clientId, jobId, 'update');
        if (await proposalsService.jobHasContract(jobId, tx)) {
          throw new AppError(
            'conflict',
            'This job has an accepted proposal, so it is a contract and cannot be deleted.',
          );
        }
        const rows = await tx
          .select({ storedName: jobFiles.storedName })
          .from(jobFiles)
          .where(eq(jobFiles.jobId, jobId));
        await tx.delete(jobPosts).where(eq(jobPosts.id, jobId));
        return rows;
      });
      await attachments.removeStoredFiles(files.map((file) => file.storedName));
    },

    /**
     * Account deletion, in its transaction: the person's job posts (with their proposals and
     * contract chats, by cascade), attachments and saved jobs. Answers the removal of the
     * files from disk, to run once the transaction has committed.
     */
    eraseClient: async (tx: Database, userId: number) => {
      const ownJobs = tx
        .select({ id: jobPosts.id })
        .from(jobPosts)
        .where(eq(jobPosts.clientId, userId));
      const files = await tx
        .delete(jobFiles)
        .where(or(eq(jobFiles.ownerId, userId), inArray(jobFiles.jobId, ownJobs)))
        .returning({ storedName: jobFiles.storedName });
      await tx.delete(savedJobs).where(eq(savedJobs.userId, userId));
      await tx.delete(jobPosts).where(eq(jobPosts.clientId, userId));
      return () => attachments.removeStoredFiles(files.map((file) => file.storedName));
    },

    getJob: async (viewer: Viewer, jobId: number): Promise<TJob> => {
      const [row] = await db
        .select()
        .from(jobPosts)
        .where(and(eq(jobPosts.id, jobId), ownerNotSuspended(jobPosts.clientId)))
        .limit(1);
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

    searchJobs,
    uploadFiles: attachments.uploadFiles,
    sweepDraftFiles: attachments.sweepDraftFiles,
    getFile: attachments.getFile,
    saveJob,
    unsaveJob,
    listSavedJobs,
  };
};

export type JobsService = ReturnType<typeof createJobsService>;
