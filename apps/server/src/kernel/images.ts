import { and, eq, inArray, isNull, lt, or, sql, type SQLWrapper } from 'drizzle-orm';
import { CATALOG_MESSAGES, type TImage } from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { images } from '#db/schema/index.ts';
import { AppError } from './app-error.ts';
import { publicUrlOf, type Storage, type UploadedFile } from './storage.ts';

export type ImagePurpose = 'service' | 'project';
type ImageRow = typeof images.$inferSelect;

const MAIN_SIDE_PIXELS = 1600;
const THUMBNAIL_SIDE_PIXELS = 480;

/** An image as `imagesOfSql` writes it (and all `toImageDto` needs of a row). */
export type ImageJson = Pick<ImageRow, 'id' | 'storedName' | 'thumbnailName'>;

export const toImageDto = (row: ImageJson): TImage => ({
  id: row.id,
  url: publicUrlOf('images', row.storedName),
  thumbnail_url: publicUrlOf('images', row.thumbnailName),
});

/** The column that ties a picture to its service or to its project. */
const ownerColumn = (purpose: ImagePurpose) =>
  purpose === 'service' ? images.serviceId : images.projectId;

/**
 * The pictures of the service or project `ownerId` names (a column of the caller's select),
 * in their order, as one json array: a field of the caller's own statement, so a page of
 * services or projects and their pictures is one statement (it was two, and the second, its
 * text changing with the page's length, was planned again on every call).
 */
export const imagesOfSql = (purpose: ImagePurpose, ownerId: SQLWrapper) =>
  sql<ImageJson[]>`(select coalesce(json_agg(json_build_object(
      'id', ${images.id}, 'storedName', ${images.storedName},
      'thumbnailName', ${images.thumbnailName}) order by ${images.position}, ${images.id}), '[]')
    from ${images} where ${ownerColumn(purpose)} = ${ownerId})`;

/** Service and project pictures: uploaded first, then attached by the create or edit call. */
export const createImagesService = (deps: { db: Database; storage: Storage }) => {
  const { db, storage } = deps;

  const removeFiles = (rows: Array<Pick<ImageRow, 'storedName' | 'thumbnailName'>>) =>
    Promise.all(
      rows.flatMap((row) => [
        storage.remove('images', row.storedName),
        storage.remove('images', row.thumbnailName),
      ]),
    );

  return {
    /**
     * Pictures uploaded before `olderThan` and never attached to a service or project (a form
     * left half-way) are dropped, rows first: a create racing the sweep finds them gone and
     * answers its usual message instead of pointing at a deleted file. Answers how many.
     */
    sweepDrafts: async (olderThan: Date): Promise<number> => {
      const rows = await db
        .delete(images)
        .where(
          and(isNull(images.serviceId), isNull(images.projectId), lt(images.createdAt, olderThan)),
        )
        .returning({ storedName: images.storedName, thumbnailName: images.thumbnailName });
      await removeFiles(rows);
      return rows.length;
    },

    /**
     * Re-encodes each picture (a full-size copy and a thumbnail) and records it for the
     * uploader. Every file is checked before the first is kept; a failure keeps none.
     */
    upload: async (
      uploaderId: number,
      purpose: ImagePurpose,
      files: UploadedFile[],
    ): Promise<TImage[]> => {
      if (files.length === 0) {
        throw new AppError('unprocessable', 'Choose at least one image to upload.', {
          file1: 'Choose at least one image to upload.',
        });
      }
      const written: Array<{ storedName: string; thumbnailName: string; sizeBytes: number }> = [];
      try {
        for (const file of files) {
          const storedName = await storage.saveImage(
            'images',
            file.path,
            MAIN_SIDE_PIXELS,
            'inside',
          );
          const thumbnailName = await storage.saveImage(
            'images',
            file.path,
            THUMBNAIL_SIDE_PIXELS,
            'cover',
          );
          written.push({ storedName, thumbnailName, sizeBytes: file.size });
        }
        const rows = await db
          .insert(images)
          .values(written.map((names) => ({ ...names, uploaderId, purpose })))
          .returning();
        return rows.map(toImageDto);
      } catch (error) {
        await removeFiles(written);
        throw error;
      }
    },

    /**
     * Makes `imageIds`, in this order, the pictures of a service or project, inside the
     * caller's transaction. Only the uploader's own images of the right purpose, not used by
     * anything else, are accepted. Answers the images let go, whose files the caller removes
     * once the transaction has committed.
     */
    setImages: async (
      tx: Database,
      uploaderId: number,
      purpose: ImagePurpose,
      ownerId: number,
      imageIds: number[],
    ): Promise<ImageRow[]> => {
      const column = ownerColumn(purpose);
      if (imageIds.length) {
        const usable = await tx
          .select({ id: images.id })
          .from(images)
          .where(
            and(
              inArray(images.id, imageIds),
              eq(images.uploaderId, uploaderId),
              eq(images.purpose, purpose),
              or(isNull(column), eq(column, ownerId)),
            ),
          )
          // Two calls attaching the same upload at once: the second waits for the first,
          // then sees the image taken and is refused instead of moving it.
          .for('update');
        if (usable.length !== imageIds.length) {
          throw new AppError('unprocessable', CATALOG_MESSAGES.imagesInvalid, {
            images: CATALOG_MESSAGES.imagesInvalid,
          });
        }
      }
      const current = await tx.select().from(images).where(eq(column, ownerId));
      const released = current.filter((row) => !imageIds.includes(row.id));
      if (released.length)
        await tx.delete(images).where(
          inArray(
            images.id,
            released.map((row) => row.id),
          ),
        );
      for (const [position, id] of imageIds.entries()) {
        await tx
          .update(images)
          .set(
            purpose === 'service'
              ? { serviceId: ownerId, position }
              : { projectId: ownerId, position },
          )
          .where(eq(images.id, id));
      }
      return released;
    },

    removeFiles,

    /** Bytes of the user's pictures not attached to a service or project yet (upload quota). */
    draftBytesOf: async (executor: Database, uploaderId: number): Promise<number> => {
      const [row] = await executor
        .select({ bytes: sql<string>`coalesce(sum(${images.sizeBytes}), 0)` })
        .from(images)
        .where(
          and(
            eq(images.uploaderId, uploaderId),
            isNull(images.serviceId),
            isNull(images.projectId),
          ),
        );
      return Number(row?.bytes ?? 0);
    },

    /**
     * Account deletion, in its transaction: every picture the person uploaded, attached or
     * not. Answers the removal of the files, to run once the transaction has committed.
     */
    eraseUploader: async (tx: Database, uploaderId: number) => {
      const rows = await tx
        .delete(images)
        .where(eq(images.uploaderId, uploaderId))
        .returning({ storedName: images.storedName, thumbnailName: images.thumbnailName });
      return () => removeFiles(rows);
    },

    /** Of these file names in the images folder, the ones a picture or thumbnail still uses. */
    referencedNames: async (names: string[]): Promise<Set<string>> => {
      const rows = await db
        .select({ storedName: images.storedName, thumbnailName: images.thumbnailName })
        .from(images)
        .where(or(inArray(images.storedName, names), inArray(images.thumbnailName, names)));
      return new Set(rows.flatMap((row) => [row.storedName, row.thumbnailName]));
    },
  };
};

export type ImagesService = ReturnType<typeof createImagesService>;
