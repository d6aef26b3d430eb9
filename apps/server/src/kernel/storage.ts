import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from './app-error.ts';

/** A file read from a request, before anything is stored. */
export type UploadedFile = { fieldname: string; filename: string; bytes: Buffer };

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Stored files live under generated names, in one folder per kind, below the uploads dir. */
export const STORAGE_KINDS = ['avatars', 'images', 'job-files', 'order-files'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

const STORED_NAME_PATTERN = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

export const createStorage = (uploadsDir: string) => {
  const folderOf = (kind: StorageKind) => path.join(uploadsDir, kind);

  return {
    /**
     * Checks the bytes (never the name or the header) are an image, re-encodes it to WebP
     * within `maxSide` pixels (dropping metadata and anything hidden in the original), and
     * stores it. Answers the stored name.
     */
    saveImage: async (
      kind: StorageKind,
      bytes: Buffer,
      maxSide: number,
      fit: 'cover' | 'inside' = 'cover',
    ): Promise<string> => {
      const detected = await fileTypeFromBuffer(bytes);
      if (!detected || !(IMAGE_MIME_TYPES as readonly string[]).includes(detected.mime)) {
        throw new AppError(
          'unsupported_media_type',
          'Please upload a JPEG, PNG, WebP or GIF image.',
        );
      }
      let encoded: Buffer;
      try {
        encoded = await sharp(bytes, { limitInputPixels: 40_000_000 })
          .rotate()
          .resize({ width: maxSide, height: maxSide, fit, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer();
      } catch {
        throw new AppError(
          'unsupported_media_type',
          'This image could not be read. Please try another file.',
        );
      }
      const name = `${randomUUID()}.webp`;
      await fs.mkdir(folderOf(kind), { recursive: true });
      await fs.writeFile(path.join(folderOf(kind), name), encoded);
      return name;
    },

    /**
     * Answers the type of an attachment, sniffed from its bytes, when it is one of `allowed`
     * (a map of type to stored extension); otherwise a 415. Plain text has no magic bytes, so
     * text is recognised as valid UTF-8 without control characters.
     */
    checkAttachment: async (bytes: Buffer, allowed: Record<string, string>) =>
      checkAttachment(bytes, allowed),

    /** Stores an attachment under a generated name; answers the name and the sniffed type. */
    saveAttachment: async (
      kind: StorageKind,
      bytes: Buffer,
      allowed: Record<string, string>,
    ): Promise<{ name: string; mime: string }> => {
      const { mime, extension } = await checkAttachment(bytes, allowed);
      const name = `${randomUUID()}.${extension}`;
      await fs.mkdir(folderOf(kind), { recursive: true });
      await fs.writeFile(path.join(folderOf(kind), name), bytes);
      return { name, mime };
    },

    remove: async (kind: StorageKind, name: string) => {
      if (!STORED_NAME_PATTERN.test(name)) return;
      await fs.rm(path.join(folderOf(kind), name), { force: true });
    },

    /** The absolute path of a stored file, or undefined for a name we could not have generated. */
    pathOf: (kind: string, name: string): string | undefined => {
      if (!(STORAGE_KINDS as readonly string[]).includes(kind) || !STORED_NAME_PATTERN.test(name))
        return undefined;
      return path.join(folderOf(kind as StorageKind), name);
    },
  };
};

export type Storage = ReturnType<typeof createStorage>;

const checkAttachment = async (bytes: Buffer, allowed: Record<string, string>) => {
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected?.mime ?? (looksLikeText(bytes) ? 'text/plain' : undefined);
  const extension = mime ? allowed[mime] : undefined;
  if (!mime || !extension) {
    const accepted = [...new Set(Object.values(allowed))].join(', ');
    throw new AppError(
      'unsupported_media_type',
      `This file type is not accepted. Allowed: ${accepted}.`,
    );
  }
  return { mime, extension };
};

const looksLikeText = (bytes: Buffer): boolean => {
  if (bytes.length === 0) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x08\x0e-\x1a\x1c-\x1f]/.test(bytes.subarray(0, 8192).toString('latin1')))
    return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

export const publicUrlOf = (kind: StorageKind, name: string) => `/api/files/${kind}/${name}`;
