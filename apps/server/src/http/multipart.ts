import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#kernel/app-error.ts';
import type { Storage, UploadedFile } from '#kernel/storage.ts';
import { requireAuth } from './auth-guard.ts';
import type { Allowance, UploadQuota } from './upload-quota.ts';

export type { UploadedFile };

/** What every upload route needs: where received files go, and the per-user quota. */
export type Uploads = { storage: Storage; quota: UploadQuota };

declare module 'fastify' {
  interface FastifyInstance {
    uploads: Uploads;
  }
}

export type MultipartLimits = {
  maxFiles: number;
  maxFileBytes: number;
  tooManyMessage: string;
  tooLargeMessage: string;
  /** Upload-only calls: the files wait as drafts for a later form, within the draft quota. */
  drafts: boolean;
};

export type MultipartForm = { fields: Record<string, string>; files: UploadedFile[] };

/**
 * Room for a form's text fields and multipart framing in a declared Content-Length: a body
 * longer than the quota left by more than this certainly carries too many file bytes.
 */
const FORM_TEXT_ALLOWANCE = 1024 * 1024;

export const registerUploads = (app: FastifyInstance, uploads: Uploads) => {
  app.decorate('uploads', uploads);
};

/** The outer limits of every upload; each route narrows them (`MultipartLimits`). */
const MULTIPART_OPTIONS = { limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 30 } };

/**
 * Registers the routes that read multipart bodies in a scope of their own, where
 * @fastify/multipart is: its parser and its two hooks (an async onRequest that listens for the
 * response's close, an async onResponse) run on these requests only, not on every read of the
 * product. Any other route answers a multipart body 415, as any content type it does not take.
 */
export const registerUploadRoutes = (
  app: FastifyInstance,
  register: (scope: FastifyInstance) => void,
) => {
  void app.register(async (scope) => {
    await scope.register(multipart, MULTIPART_OPTIONS);
    register(scope);
  });
};

/**
 * Reads a multipart body, streaming each file to a temporary file (never holding one in
 * memory), within the given limits (413 beyond them) and the signed-in user's upload quota;
 * then runs `work`, which validates the fields, sniffs the files and stores them (a move).
 * The quota counts the files once `work` succeeds. Whatever happens, the temporaries are gone
 * when this settles: `work` runs to its end even if the client went away.
 */
export const withMultipart = async <T>(
  request: FastifyRequest,
  limits: MultipartLimits,
  work: (form: MultipartForm) => Promise<T>,
): Promise<T> => {
  if (!request.isMultipart())
    throw new AppError('unsupported_media_type', 'Send this form as multipart/form-data.');
  const { storage, quota } = request.server.uploads;
  const userId = requireAuth(request).userId;
  const allowance = await quota.allowance(userId, limits.drafts);
  const declared = Number(request.headers['content-length']);
  if (declared - FORM_TEXT_ALLOWANCE > allowance.bytes)
    throw await allowance.refuse(declared - FORM_TEXT_ALLOWANCE);

  const temporaries: string[] = [];
  try {
    const form = await readParts(request, limits, storage, allowance, temporaries);
    const total = form.files.reduce((sum, file) => sum + file.size, 0);
    if (total === 0) return await work(form);
    const reservation = await quota.reserve(userId, total, limits.drafts);
    let result: T;
    try {
      result = await work(form);
    } catch (error) {
      await quota
        .release(reservation)
        .catch((failure: unknown) =>
          request.log.warn({ err: failure }, 'releasing an upload reservation failed'),
        );
      throw error;
    }
    // Stored already: a failure here only keeps a draft counted twice until it expires.
    await quota
      .settle(reservation)
      .catch((failure: unknown) =>
        request.log.warn({ err: failure }, 'settling an upload reservation failed'),
      );
    return result;
  } finally {
    await Promise.all(temporaries.map((file) => fs.rm(file, { force: true })));
  }
};

const readParts = async (
  request: FastifyRequest,
  limits: MultipartLimits,
  storage: Storage,
  allowance: Allowance,
  temporaries: string[],
): Promise<MultipartForm> => {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let received = 0;
  // One more file than allowed is read so that "too many" is told apart from "just enough".
  const parts = request.parts({
    limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles + 1 },
  });
  try {
    for await (const part of parts) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (files.length >= limits.maxFiles) {
        part.file.resume();
        throw new AppError('payload_too_large', limits.tooManyMessage);
      }
      const temporary = await storage.temporaryPath();
      temporaries.push(temporary);
      let size = 0;
      let overQuota: AppError | undefined;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          received += chunk.length;
          if (received <= allowance.bytes) return done(null, chunk);
          // The refusal is worded from the database, so the stream stops first.
          overQuota = new AppError('payload_too_large', 'over quota');
          done(overQuota);
        },
      });
      // Busboy stops a file at the size limit: the copy stops there too, never kept cut.
      const tooLarge = new AppError('payload_too_large', limits.tooLargeMessage);
      part.file.once('limit', () => meter.destroy(tooLarge));
      const target = createWriteStream(temporary, { flags: 'wx' });
      await pipeline(part.file, meter, target).catch(async (error: unknown) => {
        // A write stream stopped before its file was open still opens it, then closes: the
        // file is removed once it has, or it is left behind (seen in the suite, rarely).
        if (!target.closed) await new Promise<void>((resolve) => target.once('close', resolve));
        await fs.rm(temporary, { force: true });
        if (overQuota && error === overQuota) throw await allowance.refuse(received);
        throw error;
      });
      if (part.file.truncated) throw tooLarge;
      if (size === 0) continue;
      files.push({ fieldname: part.fieldname, filename: part.filename, path: temporary, size });
    }
  } catch (error) {
    // Our own refusals and Fastify's limits keep their status; anything else the parser
    // throws (no boundary, a body cut short) means the request itself is malformed.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('payload_too_large', limits.tooLargeMessage);
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    throw new AppError(
      'bad_request',
      'The upload could not be read: the form data is incomplete or malformed.',
    );
  }
  return { fields, files };
};
