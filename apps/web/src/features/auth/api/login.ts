import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLogin, TLoginResult } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { loginResultCheck } from '../../../lib/response-checks.generated.ts';

export const login = (input: TLogin): Promise<TLoginResult> =>
  apiData('/auth/login', loginResultCheck, { method: 'POST', body: input });

export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // Whatever an earlier (e.g. expired) session left in the cache belongs to someone else.
    onSuccess: () => queryClient.removeQueries(),
  });
};
