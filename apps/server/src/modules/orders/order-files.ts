import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  cleanFileName,
  JOB_FILE_TYPES,
  ORDER_FILES_MAX,
  ORDER_MESSAGES,
  type TOrderFile,
} from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { orderFiles, orders } from '#db/schema/index.ts';
import { AppError } from '#kernel/app-error.ts';
import type { Storage, UploadedFile } from '#kernel/storage.ts';
import { toFileDto } from './order-views.ts';

/**
 * Files of orders: requirements and deliveries. They are uploaded first, as drafts of their
 * uploader, then attached when the order is placed or the work delivered; drafts never
 * attached are swept after a day.
 */
export const createOrderFiles = (deps: { db: Database; storage: Storage }) => {
  const { db, storage } = deps;

  return {
    upload: async (uploaderId: number, files: UploadedFile[]): Promise<TOrderFile[]> => {
      if (files.length === 0)
        throw new AppError('unprocessable', 'Choose at least one file to upload.', {
          file1: 'Choose at least one file to upload.',
        });
      if (files.length > ORDER_FILES_MAX)
        throw new AppError('payload_too_large', ORDER_MESSAGES.filesTooMany);
      for (const file of files) await storage.checkAttachment(file.path, JOB_FILE_TYPES);
      const written: string[] = [];
      try {
        return await db.transaction(async (tx) => {
          const stored: TOrderFile[] = [];
          for (const file of files) {
            const { name, mime } = await storage.saveAttachment(
              'order-files',
              file.path,
              JOB_FILE_TYPES,
            );
            written.push(name);
            const [row] = await tx
              .insert(orderFiles)
              .values({
                uploaderId,
                storedName: name,
                originalName: cleanFileName(file.filename, name),
                sizeBytes: file.size,
                mimeType: mime,
              })
              .returning();
            if (row) stored.push(toFileDto(row));
          }
          return stored;
        });
      } catch (error) {
        for (const name of written) await storage.remove('order-files', name);
        throw error;
      }
    },

    /** Attaches the uploader's own drafts to an order (and a delivery event), all or none. */
    attach: async (
      tx: Database,
      uploaderId: number,
      orderId: number,
      eventId: number | null,
      fileIds: number[],
    ) => {
      const ids = [...new Set(fileIds)];
      if (ids.length === 0) return;
      const attached = await tx
        .update(orderFiles)
        .set({ orderId, eventId })
        .where(
          and(
            inArray(orderFiles.id, ids),
            eq(orderFiles.uploaderId, uploaderId),
            isNull(orderFiles.orderId),
          ),
        )
        .returning({ id: orderFiles.id });
      if (attached.length !== ids.length)
        throw new AppError('unprocessable', ORDER_MESSAGES.filesInvalid, {
          file_ids: ORDER_MESSAGES.filesInvalid,
        });
    },

    /**
     * A file for download: its uploader while a draft, then both parties of its order; an admin
     * (`null`) reads any file attached to an order, to decide its dispute.
     */
    get: async (userId: number | null, fileId: number) => {
      const [row] = await db
        .select({ file: orderFiles, clientId: orders.clientId, freelancerId: orders.freelancerId })
        .from(orderFiles)
        .leftJoin(orders, eq(orders.id, orderFiles.orderId))
        .where(eq(orderFiles.id, fileId));
      const allowed =
        row &&
        (userId === null
          ? row.file.orderId !== null
          : row.file.uploaderId === userId ||
            row.clientId === userId ||
            row.freelancerId === userId);
      if (!row || !allowed) throw new AppError('not_found', 'This file does not exist.');
      const filePath = storage.pathOf('order-files', row.file.storedName);
      if (!filePath) throw new AppError('not_found', 'This file does not exist.');
      return {
        path: filePath,
        name: row.file.originalName,
        mime: row.file.mimeType,
        size: row.file.sizeBytes,
      };
    },

    /** Bytes of the uploader's files not attached to an order yet (upload quota). */
    draftBytesOf: async (executor: Database, uploaderId: number): Promise<number> => {
      const [row] = await executor
        .select({ bytes: sql<string>`coalesce(sum(${orderFiles.sizeBytes}), 0)` })
        .from(orderFiles)
        .where(and(eq(orderFiles.uploaderId, uploaderId), isNull(orderFiles.orderId)));
      return Number(row?.bytes ?? 0);
    },

    /** Of these stored names, the ones an order file row still uses (the hourly sweep). */
    referencedNames: async (names: string[]): Promise<Set<string>> => {
      const rows = await db
        .select({ storedName: orderFiles.storedName })
        .from(orderFiles)
        .where(inArray(orderFiles.storedName, names));
      return new Set(rows.map((row) => row.storedName));
    },

    /**
     * Account deletion, in its transaction: every file the person uploaded, requirements and
     * deliveries alike. Answers their removal from disk, to run once it has committed.
     */
    eraseUploader: async (tx: Database, uploaderId: number) => {
      const rows = await tx
        .delete(orderFiles)
        .where(eq(orderFiles.uploaderId, uploaderId))
        .returning({ storedName: orderFiles.storedName });
      return async () => {
        for (const row of rows) await storage.remove('order-files', row.storedName);
      };
    },

    sweepDrafts: async (olderThan: Date): Promise<number> => {
      const rows = await db
        .delete(orderFiles)
        .where(and(isNull(orderFiles.orderId), lt(orderFiles.createdAt, olderThan)))
        .returning({ storedName: orderFiles.storedName });
      for (const row of rows) await storage.remove('order-files', row.storedName);
      return rows.length;
    },
  };
};

export type OrderFiles = ReturnType<typeof createOrderFiles>;
