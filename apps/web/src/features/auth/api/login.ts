import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZLoginResult, type TLogin, type TLoginResult } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';

export const login = (input: TLogin): Promise<TLoginResult> =>
  apiData('/auth/login', ZLoginResult, { method: 'POST', body: input });

export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // Whatever an earlier (e.g. expired) session left in the cache belongs to someone else.
    onSuccess: () => queryClient.removeQueries(),
  });
};
