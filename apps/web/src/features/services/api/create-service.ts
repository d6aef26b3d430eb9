import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateService, TService } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { serviceCheck } from '../../../lib/response-checks-services.generated.ts';
import { serviceKeys } from './service-keys.ts';
import { uploadImages } from '../../../lib/upload-images.ts';

export type CreateServiceInput = Omit<TCreateService, 'images'> & { files: File[] };

/** Uploads the chosen pictures first (their ids go with the service), then creates it. */
export const createService = async (
  { files, ...fields }: CreateServiceInput,
  onProgress?: (fraction: number) => void,
): Promise<TService> => {
  const images = files.length ? await uploadImages('services', files, onProgress) : [];
  return apiData('/services/create', serviceCheck, {
    method: 'POST',
    body: { ...fields, images: images.map((image) => image.id) },
  });
};

export const useCreateService = (onProgress?: (fraction: number) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { changesAccountCounts: true },
    mutationFn: (input: CreateServiceInput) => createService(input, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
};
