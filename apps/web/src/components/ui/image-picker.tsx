import { ImagePlus, Star, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { IMAGE_MAX_BYTES, IMAGES_PER_ITEM_MAX } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { S } from '../../strings-services.ts';
import { UploadProgress } from './upload-progress.tsx';

/** The picture types the upload calls store; anything else is refused before sending. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

const isImage = (file: File) => (IMAGE_TYPES as readonly string[]).includes(file.type);

/**
 * Adds `chosen` to `current`: SPEC's alert for a file that is not a picture (nothing is added
 * then), and a notice for pictures too large or beyond the per-item limit.
 */
export const addImages = (
  current: File[],
  chosen: File[],
): { files: File[]; alert?: string; notice?: string } => {
  if (chosen.some((file) => !isImage(file)))
    return { files: current, alert: S.services.invalidImage };
  const fitting = chosen.filter((file) => file.size <= IMAGE_MAX_BYTES);
  const files = [...current, ...fitting].slice(0, IMAGES_PER_ITEM_MAX);
  const notice =
    fitting.length < chosen.length
      ? S.services.imageTooLarge
      : current.length + fitting.length > IMAGES_PER_ITEM_MAX
        ? S.services.tooManyImages
        : undefined;
  return { files, notice };
};

type ImagePickerProps = {
  label: string;
  files: File[];
  onChange: (files: File[]) => void;
  /** Upload progress from 0 to 1 while sending; absent otherwise. */
  progress?: number;
  error?: string;
  disabled?: boolean;
};

/**
 * Click or drag and drop pictures; previews in a 3-column grid (SPEC), the first being the
 * thumbnail; each can be removed, or made the thumbnail, before sending.
 */
export const ImagePicker = ({
  label,
  files,
  onChange,
  progress,
  error,
  disabled,
}: ImagePickerProps) => {
  const labelId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [previews, setPreviews] = useState<string[]>([]);

  // Object URLs hold the file in memory: make them per render of `files`, free them after.
  useEffect(() => {
    const urls = files.map((file) => URL.createObjectURL(file));
    setPreviews(urls);
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);

  const add = (list: FileList | null) => {
    const result = addImages(files, Array.from(list ?? []));
    if (result.alert) {
      // SPEC section 5: a dropped file that is not an image is refused with a browser alert.
      window.alert(result.alert);
      return;
    }
    setNotice(result.notice);
    onChange(result.files);
  };

  return (
    <div
      className="flex flex-col gap-2"
      role="group"
      aria-labelledby={labelId}
      aria-invalid={error ? true : undefined}
    >
      <span id={labelId} className="text-sm font-medium text-slate-700">
        {label}
      </span>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event: DragEvent) => {
          event.preventDefault();
          setDragging(false);
          if (!disabled) add(event.dataTransfer.files);
        }}
        onClick={(event) => {
          // The whole zone opens the file chooser; the button inside does it for the keyboard.
          if (!disabled && event.target === event.currentTarget) input.current?.click();
        }}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center text-sm text-slate-600 transition-colors duration-300',
          dragging ? 'border-violet-500 bg-violet-50' : 'border-slate-300 bg-slate-50',
          error && 'border-rose-400',
          disabled && 'cursor-default opacity-60',
        )}
      >
        <ImagePlus aria-hidden="true" className="pointer-events-none size-6 text-violet-700" />
        <p className="pointer-events-none">
          {S.services.dropImages}{' '}
          <button
            type="button"
            disabled={disabled}
            onClick={() => input.current?.click()}
            className="pointer-events-auto cursor-pointer rounded font-medium text-violet-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-violet-700"
          >
            {S.services.browse}
          </button>
        </p>
        <p className="pointer-events-none text-xs text-slate-500">{S.services.imagesHint}</p>
        <input
          ref={input}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          multiple
          disabled={disabled}
          className="sr-only"
          tabIndex={-1}
          aria-label={label}
          onChange={(event) => {
            add(event.target.files);
            // Lets the same file be chosen again after it was removed.
            event.target.value = '';
          }}
        />
      </div>
      {error ? <p className="text-sm text-rose-600">{error}</p> : null}
      {notice ? (
        <p className="text-sm text-amber-700" role="status">
          {notice}
        </p>
      ) : null}
      {files.length ? (
        <ul className="grid grid-cols-3 gap-3" aria-label={S.services.chosenImages}>
          {files.map((file, index) => (
            <li
              key={`${index}-${file.name}-${file.size}`}
              className="relative overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
            >
              {previews[index] ? (
                <img
                  src={previews[index]}
                  alt={file.name}
                  className="aspect-square w-full object-cover"
                />
              ) : (
                <div className="aspect-square w-full" />
              )}
              {index === 0 ? (
                <span className="absolute bottom-1.5 left-1.5 inline-flex items-center gap-1 rounded-full bg-violet-700 p-1 text-[11px] font-medium text-white sm:px-2 sm:py-0.5">
                  <Star aria-hidden="true" className="size-3.5 fill-current sm:hidden" />
                  {/* Too wide for the small tiles of a phone: there the star says it. */}
                  <span className="sr-only sm:not-sr-only">{S.services.thumbnail}</span>
                </span>
              ) : (
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onChange([file, ...files.filter((_, i) => i !== index)])}
                  aria-label={S.services.makeThumbnail(file.name)}
                  title={S.services.makeThumbnail(file.name)}
                  className="absolute bottom-1.5 left-1.5 cursor-pointer rounded-full bg-white/90 p-1 text-slate-700 shadow hover:text-violet-700 focus-visible:outline-2 focus-visible:outline-violet-700"
                >
                  <Star aria-hidden="true" className="size-3.5" />
                </button>
              )}
              <button
                type="button"
                disabled={disabled}
                onClick={() => {
                  setNotice(undefined);
                  onChange(files.filter((_, i) => i !== index));
                }}
                aria-label={S.services.removeImage(file.name)}
                title={S.services.removeImage(file.name)}
                className="absolute top-1.5 right-1.5 cursor-pointer rounded-full bg-white/90 p-1 text-slate-700 shadow hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-violet-700"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {progress !== undefined && files.length ? <UploadProgress progress={progress} /> : null}
    </div>
  );
};
