import { useMutation } from '@tanstack/react-query';
import type { TOrderFile } from '@marketplace/contract';
import { apiDownload, apiUpload } from '../../../lib/api-client.ts';
import { orderFilesCheck } from '../../../lib/response-checks-orders.generated.ts';

/** POST /api/orders/upload_files (file1..file5): stores drafts the order call then attaches. */
export const uploadOrderFiles = (
  files: File[],
  onProgress?: (fraction: number) => void,
): Promise<TOrderFile[]> => {
  const form = new FormData();
  files.forEach((file, index) => form.append(`file${index + 1}`, file, file.name));
  return apiUpload('/orders/upload_files', orderFilesCheck, form, { onProgress });
};

/**
 * The files need the bearer token: they come through the API client and are saved from there.
 * The server's own address is used (an admin reading a dispute gets the admin route's).
 */
export const downloadOrderFile = (file: Pick<TOrderFile, 'url' | 'name'>) =>
  apiDownload(file.url.replace(/^\/api/, ''), file.name);

export const useDownloadOrderFile = () => useMutation({ mutationFn: downloadOrderFile });
