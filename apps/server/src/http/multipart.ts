import type { FastifyRequest } from 'fastify';
import { AppError } from '#kernel/app-error.ts';

import type { UploadedFile } from '#kernel/storage.ts';

export type { UploadedFile };

/**
 * Reads a whole multipart body: text fields, and files buffered in memory within the given
 * limits (413 beyond them). Callers validate fields and sniff files before storing anything.
 */
export const readMultipart = async (
  request: FastifyRequest,
  limits: {
    maxFiles: number;
    maxFileBytes: number;
    tooManyMessage: string;
    tooLargeMessage: string;
  },
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> => {
  if (!request.isMultipart())
    throw new AppError('unsupported_media_type', 'Send this form as multipart/form-data.');
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  // One more file than allowed is read so that "too many" is told apart from "just enough".
  const parts = request.parts({
    limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles + 1 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (files.length >= limits.maxFiles) {
          part.file.resume();
          throw new AppError('payload_too_large', limits.tooManyMessage);
        }
        const bytes = await part.toBuffer().catch((error: { code?: string }) => {
          if (error.code === 'FST_REQ_FILE_TOO_LARGE')
            throw new AppError('payload_too_large', limits.tooLargeMessage);
          throw error;
        });
        // A file cut at the size limit must never be stored as if it were whole.
        if (part.file.truncated) throw new AppError('payload_too_large', limits.tooLargeMessage);
        if (bytes.length > 0)
          files.push({ fieldname: part.fieldname, filename: part.filename, bytes });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // Our own refusals and Fastify's limits keep their status; anything else the parser
    // throws (no boundary, a body cut short) means the request itself is malformed.
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    throw new AppError(
      'bad_request',
      'The upload could not be read: the form data is incomplete or malformed.',
    );
  }
  return { fields, files };
};
