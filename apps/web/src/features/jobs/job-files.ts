import { JOB_FILE_MAX_BYTES, JOB_FILE_TYPES, JOB_FILES_MAX } from '@marketplace/contract';
import { S } from '../../strings-jobs.ts';

/**
 * The extensions a person recognises for the contract's accepted types. The server decides by
 * the bytes; checking the name here only spares a long upload that would be refused.
 */
export const JOB_FILE_EXTENSIONS: readonly string[] = [
  ...new Set([...Object.values(JOB_FILE_TYPES), 'jpeg']),
].sort();

/** For the file input's `accept`, so the picker offers the right files first. */
export const JOB_FILE_ACCEPT = JOB_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export const JOB_FILE_MAX_MB = JOB_FILE_MAX_BYTES / 1024 / 1024;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/**
 * Adds picked or dropped files to those already chosen: keeps the acceptable ones (up to the
 * room left beside `keptCount` existing attachments) and explains the first refusal.
 */
export const addJobFiles = (
  chosen: readonly File[],
  added: readonly File[],
  keptCount = 0,
): { files: File[]; error?: string } => {
  const files = [...chosen];
  let error: string | undefined;
  for (const file of added) {
    let refusal: string | undefined;
    if (!JOB_FILE_EXTENSIONS.includes(extensionOf(file.name))) {
      refusal = S.jobBoard.fileBadType(file.name, JOB_FILE_EXTENSIONS.join(', '));
    } else if (file.size === 0) {
      refusal = S.jobBoard.fileEmpty(file.name);
    } else if (file.size > JOB_FILE_MAX_BYTES) {
      refusal = S.jobBoard.fileTooLarge(JOB_FILE_MAX_MB);
    } else if (files.length + keptCount >= JOB_FILES_MAX) {
      refusal = S.jobBoard.filesTooMany(JOB_FILES_MAX);
    } else if (files.some((other) => other.name === file.name && other.size === file.size)) {
      // The same file dropped twice is not two attachments.
      continue;
    }
    if (refusal) error ??= refusal;
    else files.push(file);
  }
  return { files, error };
};

/** `12 KB`, `3.4 MB`: sizes as the file lists show them. */
export const formatFileSize = (bytes: number): string => {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
};
