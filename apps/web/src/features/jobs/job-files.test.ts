import { describe, expect, it } from 'vitest';
import { JOB_FILE_MAX_BYTES, JOB_FILES_MAX } from '@marketplace/contract';
import { addJobFiles, formatFileSize, JOB_FILE_EXTENSIONS } from './job-files.ts';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('addJobFiles', () => {
  it('keeps files of the accepted types, whatever the case of their extension', () => {
    const result = addJobFiles([], [file('brief.PDF'), file('photo.jpeg'), file('notes.txt')]);
    expect(result.files.map((f) => f.name)).toEqual(['brief.PDF', 'photo.jpeg', 'notes.txt']);
    expect(result.error).toBeUndefined();
  });

  it('refuses other types, empty and too large files, and says why', () => {
    expect(addJobFiles([], [file('setup.exe')]).error).toBe(
      `setup.exe: this file type is not accepted. Allowed: ${JOB_FILE_EXTENSIONS.join(', ')}.`,
    );
    expect(addJobFiles([], [file('empty.txt', 0)]).error).toBe('empty.txt is empty.');
    const large = { name: 'big.zip', size: JOB_FILE_MAX_BYTES + 1 } as File;
    expect(addJobFiles([], [large])).toEqual({
      files: [],
      error: 'Each file must be at most 10 MB.',
    });
  });

  it('stops at the limit, counting the attachments the job keeps', () => {
    const added = Array.from({ length: JOB_FILES_MAX }, (_, i) => file(`page-${i}.txt`));
    const result = addJobFiles([], added, 2);
    expect(result.files).toHaveLength(JOB_FILES_MAX - 2);
    expect(result.error).toBe(`A job can have at most ${JOB_FILES_MAX} files.`);
  });

  it('does not add the same file twice', () => {
    const brief = file('brief.txt');
    expect(addJobFiles([brief], [file('brief.txt')]).files).toHaveLength(1);
  });
});

describe('formatFileSize', () => {
  it('shows kilobytes under a megabyte and megabytes above', () => {
    expect(formatFileSize(20)).toBe('1 KB');
    expect(formatFileSize(15_360)).toBe('15 KB');
    expect(formatFileSize(3.45 * 1024 * 1024)).toBe('3.5 MB');
  });
});
