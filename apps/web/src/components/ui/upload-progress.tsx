import { S } from '../../strings.ts';

/** The bar and percentage shown while a form's files upload (progress from 0 to 1). */
export const UploadProgress = ({ progress }: { progress: number }) => {
  const percent = Math.round(progress * 100);
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={S.app.uploadProgress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-violet-700 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="w-28 text-right text-xs text-slate-600 tabular-nums" aria-live="polite">
        {S.app.uploading(percent)}
      </span>
    </div>
  );
};
