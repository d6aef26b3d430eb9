import { useMutation } from '@tanstack/react-query';
import type { TJobFile } from '@marketplace/contract';
import { apiDownload } from '../../../lib/api-client.ts';

/**
 * GET /api/job/files/:id needs the bearer token, so a plain link cannot fetch it: the file
 * comes through the API client as a Blob and is handed to the browser to save.
 */
export const downloadJobFile = (file: Pick<TJobFile, 'id' | 'name'>) =>
  apiDownload(`/job/files/${file.id}`, file.name);

export const useDownloadJobFile = () => useMutation({ mutationFn: downloadJobFile });
