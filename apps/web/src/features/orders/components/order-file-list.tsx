import { Download } from 'lucide-react';
import type { TOrderFile } from '@marketplace/contract';
import { notify } from '../../../lib/toast.ts';
import { S } from '../../../strings-money.ts';
import { useDownloadOrderFile } from '../api/order-files.ts';
import { formatFileSize } from '../order-files.ts';

/** Files of an order (requirements, a delivery), each downloaded with the user's token. */
export const OrderFileList = ({ files }: { files: TOrderFile[] }) => {
  const download = useDownloadOrderFile();
  if (files.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-col gap-2" aria-label={S.orders.attachedFiles}>
      {files.map((file) => (
        <li key={file.id}>
          <button
            type="button"
            aria-label={S.orders.download(file.name)}
            onClick={() =>
              download.mutate(file, { onError: () => notify.error(S.orders.downloadFailed) })
            }
            className="flex w-full cursor-pointer items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 text-left text-sm hover:border-violet-300 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-violet-700"
          >
            <Download aria-hidden="true" className="size-4 shrink-0 text-violet-700" />
            <span className="min-w-0 flex-1 truncate font-medium text-violet-800">{file.name}</span>
            <span className="shrink-0 text-xs text-slate-500 tabular-nums">
              {formatFileSize(file.size)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
};
