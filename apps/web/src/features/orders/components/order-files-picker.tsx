import { FileText, Paperclip, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { ORDER_FILES_MAX } from '@marketplace/contract';
import { UploadProgress } from '../../../components/ui/upload-progress.tsx';
import { S } from '../../../strings-money.ts';
import {
  addOrderFiles,
  formatFileSize,
  ORDER_FILE_ACCEPT,
  ORDER_FILE_EXTENSIONS,
  ORDER_FILE_MAX_MB,
  type FileRefusal,
} from '../order-files.ts';

const refusalText = (refusal: FileRefusal) =>
  refusal.reason === 'type'
    ? S.orders.fileBadType(refusal.name)
    : refusal.reason === 'empty'
      ? S.orders.fileEmpty(refusal.name)
      : refusal.reason === 'size'
        ? S.orders.fileTooLarge(ORDER_FILE_MAX_MB)
        : S.orders.filesTooMany(ORDER_FILES_MAX);

type OrderFilesPickerProps = {
  label: string;
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** A refusal from the server (type sniffed from the bytes, size). */
  error?: string;
  /** Upload progress from 0 to 1 while the form sends its files. */
  progress?: number;
  disabled?: boolean;
};

/** Files for an order (requirements or a delivery): a picker, limits, and the chosen list. */
export const OrderFilesPicker = ({
  label,
  files,
  onChange,
  error,
  progress,
  disabled,
}: OrderFilesPickerProps) => {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [refusal, setRefusal] = useState<string>();
  const shown = error ?? refusal;
  const full = files.length >= ORDER_FILES_MAX;

  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-700">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          disabled={disabled || full}
          onClick={() => input.current?.click()}
          aria-describedby={`${id}-hint`}
          className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <Paperclip aria-hidden="true" className="size-4" />
          {S.orders.chooseFiles}
        </button>
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {S.orders.filesHint(
            ORDER_FILE_EXTENSIONS.map((extension) => extension.toUpperCase()).join(', '),
            ORDER_FILES_MAX,
            ORDER_FILE_MAX_MB,
          )}
        </p>
        <input
          ref={input}
          type="file"
          multiple
          accept={ORDER_FILE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-labelledby={`${id}-label`}
          disabled={disabled}
          onChange={(event) => {
            // Copied before the reset below, which empties the live FileList.
            const added = Array.from(event.target.files ?? []);
            event.target.value = '';
            const next = addOrderFiles(files, added);
            setRefusal(next.refusal ? refusalText(next.refusal) : undefined);
            onChange(next.files);
          }}
        />
      </div>
      {shown ? (
        <p className="text-sm text-rose-600" role="alert">
          {shown}
        </p>
      ) : null}
      {files.length ? (
        <ul className="flex flex-col gap-2" aria-label={S.orders.chosenFiles}>
          {files.map((file, index) => (
            <li
              key={`${index}-${file.name}`}
              className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm"
            >
              <FileText aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              <span className="min-w-0 flex-1 truncate text-slate-800" title={file.name}>
                {file.name}
              </span>
              <span className="shrink-0 text-xs text-slate-500 tabular-nums">
                {formatFileSize(file.size)}
              </span>
              <button
                type="button"
                disabled={disabled}
                onClick={() => {
                  setRefusal(undefined);
                  onChange(files.filter((_, other) => other !== index));
                }}
                aria-label={S.orders.removeFile(file.name)}
                className="cursor-pointer rounded-lg p-1 text-slate-500 hover:bg-slate-100 hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-violet-700 disabled:cursor-not-allowed"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {progress !== undefined && files.length ? <UploadProgress progress={progress} /> : null}
    </div>
  );
};
