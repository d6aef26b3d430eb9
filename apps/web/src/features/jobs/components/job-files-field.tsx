import { FileText, Paperclip, UploadCloud, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { JOB_FILES_MAX, type TJobFile } from '@marketplace/contract';
import { cn } from '../../../lib/cn.ts';
import { UploadProgress } from '../../../components/ui/upload-progress.tsx';
import { S } from '../../../strings-jobs.ts';
import {
  formatFileSize,
  JOB_FILE_ACCEPT,
  JOB_FILE_EXTENSIONS,
  JOB_FILE_MAX_MB,
} from '../job-files.ts';

type JobFilesFieldProps = {
  /** Attachments the job already has and keeps (editing). */
  kept: readonly TJobFile[];
  onRemoveKept: (file: TJobFile) => void;
  /** New files to send with the form. */
  files: readonly File[];
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  error?: string;
  /** Upload progress from 0 to 1 while the form is being sent with new files. */
  progress?: number;
  disabled?: boolean;
};

/** Illustrative files: drop or browse, the accepted types and limits, a list with remove. */
export const JobFilesField = ({
  kept,
  onRemoveKept,
  files,
  onAdd,
  onRemove,
  error,
  progress,
  disabled,
}: JobFilesFieldProps) => {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const id = useId();
  const full = kept.length + files.length >= JOB_FILES_MAX;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onAdd(Array.from(event.dataTransfer.files));
  };

  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-700">
        {S.jobBoard.files}
      </span>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center text-sm text-slate-600 transition-colors duration-300',
          dragging
            ? 'border-violet-500 bg-violet-50'
            : error
              ? 'border-rose-300 bg-rose-50/40'
              : 'border-slate-300 bg-slate-50',
        )}
      >
        <UploadCloud aria-hidden="true" className="size-7 text-violet-700" />
        <p>
          {S.jobBoard.dropFiles}{' '}
          <button
            type="button"
            disabled={disabled || full}
            className="cursor-pointer font-medium text-violet-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-violet-700 disabled:cursor-not-allowed disabled:opacity-60"
            onClick={() => input.current?.click()}
          >
            {S.jobBoard.browse}
          </button>
        </p>
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {S.jobBoard.filesHint(
            JOB_FILE_EXTENSIONS.map((extension) => extension.toUpperCase()).join(', '),
            JOB_FILES_MAX,
            JOB_FILE_MAX_MB,
          )}
        </p>
        <input
          ref={input}
          type="file"
          multiple
          accept={JOB_FILE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
          disabled={disabled}
          onChange={(event) => {
            // Copied before the reset below, which empties the live FileList.
            onAdd(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </div>
      {error ? (
        <p className="text-sm text-rose-600" role="alert">
          {error}
        </p>
      ) : null}
      {kept.length || files.length ? (
        <ul className="flex flex-col gap-2" aria-label={S.jobBoard.chosenFiles}>
          {kept.map((file) => (
            <FileRow
              key={`kept-${file.id}`}
              name={file.name}
              size={file.size}
              attached
              disabled={disabled}
              onRemove={() => onRemoveKept(file)}
            />
          ))}
          {files.map((file, index) => (
            <FileRow
              key={`new-${index}-${file.name}`}
              name={file.name}
              size={file.size}
              disabled={disabled}
              onRemove={() => onRemove(index)}
            />
          ))}
        </ul>
      ) : null}
      {progress !== undefined && files.length ? <UploadProgress progress={progress} /> : null}
    </div>
  );
};

type FileRowProps = {
  name: string;
  size: number;
  /** Already attached to the job (editing), rather than about to be uploaded. */
  attached?: boolean;
  disabled?: boolean;
  onRemove: () => void;
};

const FileRow = ({ name, size, attached, disabled, onRemove }: FileRowProps) => (
  <li className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm">
    {attached ? (
      <Paperclip aria-hidden="true" className="size-4 shrink-0 text-violet-700" />
    ) : (
      <FileText aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
    )}
    <span className="min-w-0 flex-1 truncate text-slate-800" title={name}>
      {name}
    </span>
    <span className="shrink-0 text-xs text-slate-500 tabular-nums">{formatFileSize(size)}</span>
    <button
      type="button"
      onClick={onRemove}
      disabled={disabled}
      aria-label={S.jobBoard.removeFile(name)}
      className="cursor-pointer rounded-lg p-1 text-slate-500 hover:bg-slate-100 hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-violet-700 disabled:cursor-not-allowed"
    >
      <X aria-hidden="true" className="size-4" />
    </button>
  </li>
);
