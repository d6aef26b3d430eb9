import { useMutation } from '@tanstack/react-query';
import type { TRegister, TRegisterResult } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { registerResultCheck } from '../../../lib/response-checks.generated.ts';

export const register = (input: TRegister): Promise<TRegisterResult> =>
  apiData('/auth/register', registerResultCheck, { method: 'POST', body: input });

export const useRegister = () => useMutation({ mutationFn: register });
