import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TUpdateUser, TUser } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { userCheck } from '../../../lib/response-checks.generated.ts';
import { userKeys } from './user-keys.ts';

export const updateUser = (input: TUpdateUser): Promise<TUser> =>
  apiData('/user', userCheck, { method: 'POST', body: input });

/** Puts a fresh user everywhere it is shown (header avatar, home card, profile forms). */
export const storeUpdatedUser = (queryClient: QueryClient, user: TUser): void => {
  queryClient.setQueryData(userKeys.me(), user);
  void queryClient.invalidateQueries({ queryKey: userKeys.info() });
};

export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => storeUpdatedUser(queryClient, user),
  });
};
