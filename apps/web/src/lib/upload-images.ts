import type { TImage } from '@marketplace/contract';
import { apiUpload } from './api-client.ts';
import { imagesCheck } from './response-checks-portfolio.generated.ts';

/**
 * Stores pictures for a service or a portfolio project (multipart fields file1, file2 ...)
 * and reports the upload's progress (0 to 1); answers the images whose ids the create and
 * update calls take, in the order given (the first is the thumbnail).
 */
export const uploadImages = (
  kind: 'services' | 'projects',
  files: File[],
  onProgress?: (fraction: number) => void,
): Promise<TImage[]> => {
  const form = new FormData();
  files.forEach((file, index) => form.append(`file${index + 1}`, file, file.name));
  return apiUpload(`/${kind}/upload_images`, imagesCheck, form, { onProgress });
};
