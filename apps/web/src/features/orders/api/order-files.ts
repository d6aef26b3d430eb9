import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { ZOrderFile, type TOrderFile } from '@marketplace/contract';
import { apiDownload, apiUpload } from '../../../lib/api-client.ts';

/** POST /api/orders/upload_files (file1..file5): stores drafts the order call then attaches. */
export const uploadOrderFiles = (
  files: File[],
  onProgress?: (fraction: number) => void,
): Promise<TOrderFile[]> => {
  const form = new FormData();
  files.forEach((file, index) => form.append(`file${index + 1}`, file, file.name));
  return apiUpload('/orders/upload_files', z.array(ZOrderFile), form, { onProgress });
};

/** The files need the bearer token: they come through the API client and are saved from there. */
export const downloadOrderFile = (file: Pick<TOrderFile, 'id' | 'name'>) =>
  apiDownload(`/orders/files/${file.id}`, file.name);

export const useDownloadOrderFile = () => useMutation({ mutationFn: downloadOrderFile });
