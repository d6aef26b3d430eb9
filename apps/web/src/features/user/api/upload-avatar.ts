import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUser } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { userCheck } from '../../../lib/response-checks.generated.ts';
import { storeUpdatedUser } from './update-user.ts';

export const uploadAvatar = (file: File): Promise<TUser> => {
  const body = new FormData();
  body.append('avatar', file);
  return apiData('/user/avatar', userCheck, { method: 'POST', body });
};

export const useUploadAvatar = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (user) => storeUpdatedUser(queryClient, user),
  });
};
