import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateProject, TProject } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { projectCheck } from '../../../lib/response-checks-portfolio.generated.ts';
import { uploadImages } from '../../../lib/upload-images.ts';
import { projectKeys } from './project-keys.ts';

export type CreateProjectInput = Omit<TCreateProject, 'images'> & { files: File[] };

/** Uploads the chosen pictures first (their ids go with the project), then creates it. */
export const createProject = async (
  { files, ...fields }: CreateProjectInput,
  onProgress?: (fraction: number) => void,
): Promise<TProject> => {
  const images = files.length ? await uploadImages('projects', files, onProgress) : [];
  return apiData('/projects/create', projectCheck, {
    method: 'POST',
    body: { ...fields, images: images.map((image) => image.id) },
  });
};

export const useCreateProject = (onProgress?: (fraction: number) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { changesAccountCounts: true },
    mutationFn: (input: CreateProjectInput) => createProject(input, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
};
