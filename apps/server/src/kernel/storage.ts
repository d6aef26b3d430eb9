import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type Sharp from 'sharp';
import { AppError } from './app-error.ts';

// sharp (libvips, ~9 MB resident) and file-type are loaded with the first upload, not at start:
// a server that is only read from never needs them.
let loadedSharp: Promise<typeof Sharp> | undefined;
const loadSharp = () =>
  (loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    // libvips keeps recently opened input files open in its cache; an upload's temporary file
    // is deleted as soon as the request ends, and an open handle would hold its disk space.
    sharp.cache({ files: 0 });
    return sharp;
  }));
const fileTypeFromFile = async (file: string) => (await import('file-type')).fileTypeFromFile(file);

/**
 * A file read from a request, before anything is stored: written to a temporary file below
 * the uploads dir (so storing it is a rename), which is deleted when the request ends.
 */
export type UploadedFile = { fieldname: string; filename: string; path: string; size: number };

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Stored files live under generated names, in one folder per kind, below the uploads dir. */
export const STORAGE_KINDS = ['avatars', 'images', 'job-files', 'order-files'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];
/** Where request bodies are written while they arrive; nothing ever references these files. */
export const TEMPORARY_FOLDER = 'tmp';

/** Of the given stored names, the ones a row still references. */
export type ReferencedNames = (names: string[]) => Promise<Set<string>>;

const STORED_NAME_PATTERN = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;
/** Names asked about per query when sweeping, so a large folder never builds a huge query. */
const SWEEP_BATCH = 500;
/** How much of a file is searched for control characters before it can count as text. */
const TEXT_PREFIX_BYTES = 8192;

export const createStorage = (uploadsDir: string) => {
  const folderOf = (kind: StorageKind | typeof TEMPORARY_FOLDER) => path.join(uploadsDir, kind);

  /** Moves a received file into its kind's folder; both live below the uploads dir. */
  const moveInto = async (kind: StorageKind, source: string, name: string) => {
    await fs.mkdir(folderOf(kind), { recursive: true });
    const target = path.join(folderOf(kind), name);
    try {
      await fs.rename(source, target);
    } catch (error) {
      // A kind's folder mounted on another device: copy, then drop the original.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await fs.copyFile(source, target);
      await fs.rm(source, { force: true });
    }
  };

  return {
    /** A fresh path for a file being received; the caller deletes it when the request ends. */
    temporaryPath: async (): Promise<string> => {
      await fs.mkdir(folderOf(TEMPORARY_FOLDER), { recursive: true });
      return path.join(folderOf(TEMPORARY_FOLDER), `${randomUUID()}.part`);
    },

    /**
     * Checks the bytes (never the name or the header) are an image, re-encodes it to WebP
     * within `maxSide` pixels (dropping metadata and anything hidden in the original), and
     * stores it. Answers the stored name. The source file is read, never moved.
     */
    saveImage: async (
      kind: StorageKind,
      source: string,
      maxSide: number,
      fit: 'cover' | 'inside' = 'cover',
    ): Promise<string> => {
      const detected = await fileTypeFromFile(source);
      if (!detected || !(IMAGE_MIME_TYPES as readonly string[]).includes(detected.mime)) {
        throw new AppError(
          'unsupported_media_type',
          'Please upload a JPEG, PNG, WebP or GIF image.',
        );
      }
      const name = `${randomUUID()}.webp`;
      const target = path.join(folderOf(kind), name);
      await fs.mkdir(folderOf(kind), { recursive: true });
      const sharp = await loadSharp();
      try {
        await sharp(source, { limitInputPixels: 40_000_000 })
          .rotate()
          .resize({ width: maxSide, height: maxSide, fit, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toFile(target);
      } catch {
        await fs.rm(target, { force: true });
        throw new AppError(
          'unsupported_media_type',
          'This image could not be read. Please try another file.',
        );
      }
      return name;
    },

    /**
     * Answers the type of an attachment, sniffed from its bytes, when it is one of `allowed`
     * (a map of type to stored extension); otherwise a 415. Plain text has no magic bytes, so
     * text is recognised as valid UTF-8 without control characters.
     */
    checkAttachment: (file: string, allowed: Record<string, string>) =>
      checkAttachment(file, allowed),

    /**
     * Stores a received attachment under a generated name, moving its temporary file;
     * answers the name and the sniffed type.
     */
    saveAttachment: async (
      kind: StorageKind,
      source: string,
      allowed: Record<string, string>,
    ): Promise<{ name: string; mime: string }> => {
      const { mime, extension } = await checkAttachment(source, allowed);
      const name = `${randomUUID()}.${extension}`;
      await moveInto(kind, source, name);
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

    /**
     * Deletes the files of a folder last written before `olderThan` that no row references
     * (`referenced` undefined: none is, as for temporaries). A file written by a request whose
     * transaction never committed is found this way; a day's grace keeps clear of requests
     * still running. Answers how many files went.
     */
    sweepUnreferenced: async (
      kind: StorageKind | typeof TEMPORARY_FOLDER,
      olderThan: Date,
      referenced?: ReferencedNames,
    ): Promise<number> => {
      let removed = 0;
      let batch: string[] = [];
      const removeUnreferenced = async () => {
        const kept = referenced ? await referenced(batch) : new Set<string>();
        for (const name of batch) {
          if (kept.has(name)) continue;
          await fs.rm(path.join(folderOf(kind), name), { force: true });
          removed += 1;
        }
        batch = [];
      };
      const folder = await fs.opendir(folderOf(kind)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      if (!folder) return 0;
      for await (const entry of folder) {
        if (!entry.isFile() || !STORED_NAME_PATTERN.test(entry.name)) continue;
        const stat = await fs.stat(path.join(folderOf(kind), entry.name)).catch(() => undefined);
        if (!stat || stat.mtime >= olderThan) continue;
        batch.push(entry.name);
        if (batch.length >= SWEEP_BATCH) await removeUnreferenced();
      }
      if (batch.length) await removeUnreferenced();
      return removed;
    },
  };
};

export type Storage = ReturnType<typeof createStorage>;

const checkAttachment = async (file: string, allowed: Record<string, string>) => {
  const detected = await fileTypeFromFile(file);
  const mime = detected?.mime ?? ((await looksLikeText(file)) ? 'text/plain' : undefined);
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

/** Reads the file once, in chunks: the whole of it must be UTF-8, its start free of controls. */
const looksLikeText = async (file: string): Promise<boolean> => {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let seen = 0;
  try {
    for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
      if (seen < TEXT_PREFIX_BYTES) {
        const start = chunk.subarray(0, TEXT_PREFIX_BYTES - seen).toString('latin1');
        // eslint-disable-next-line no-control-regex
        if (/[\x00-\x08\x0e-\x1a\x1c-\x1f]/.test(start)) return false;
      }
      decoder.decode(chunk, { stream: true });
      seen += chunk.length;
    }
    // A multi-byte character cut off at the very end is not valid text either.
    decoder.decode();
  } catch {
    return false;
  }
  return seen > 0;
};

export const publicUrlOf = (kind: StorageKind, name: string) => `/api/files/${kind}/${name}`;
