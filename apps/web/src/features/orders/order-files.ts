import { JOB_FILE_TYPES, ORDER_FILE_MAX_BYTES, ORDER_FILES_MAX } from '@marketplace/contract';

/** The extensions of the types the server accepts (it decides by the bytes; this spares uploads). */
export const ORDER_FILE_EXTENSIONS: readonly string[] = [
  ...new Set([...Object.values(JOB_FILE_TYPES), 'jpeg']),
].sort();

export const ORDER_FILE_ACCEPT = ORDER_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(
  ',',
);

export const ORDER_FILE_MAX_MB = ORDER_FILE_MAX_BYTES / 1024 / 1024;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

export type FileRefusal =
  | { reason: 'type'; name: string }
  | { reason: 'empty'; name: string }
  | { reason: 'size' }
  | { reason: 'count' };

/** Adds picked files to the chosen ones: keeps the acceptable ones, reports the first refusal. */
export const addOrderFiles = (
  chosen: readonly File[],
  added: readonly File[],
): { files: File[]; refusal?: FileRefusal } => {
  const files = [...chosen];
  let refusal: FileRefusal | undefined;
  for (const file of added) {
    let problem: FileRefusal | undefined;
    if (!ORDER_FILE_EXTENSIONS.includes(extensionOf(file.name)))
      problem = { reason: 'type', name: file.name };
    else if (file.size === 0) problem = { reason: 'empty', name: file.name };
    else if (file.size > ORDER_FILE_MAX_BYTES) problem = { reason: 'size' };
    else if (files.length >= ORDER_FILES_MAX) problem = { reason: 'count' };
    else if (files.some((other) => other.name === file.name && other.size === file.size)) continue;
    if (problem) refusal ??= problem;
    else files.push(file);
  }
  return { files, refusal };
};

/** `12 KB`, `3.4 MB`. */
export const formatFileSize = (bytes: number): string => {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
};
