import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ZAccountType, type TRegister } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';

// The contract has no schema for this answer yet (see the web report); it is small and stable.
const ZRegisterResult = z.object({
  id: z.number(),
  username: z.string(),
  account_type: ZAccountType,
});
export type TRegisterResult = z.infer<typeof ZRegisterResult>;

export const register = (input: TRegister): Promise<TRegisterResult> =>
  apiData('/auth/register', ZRegisterResult, { method: 'POST', body: input });

export const useRegister = () => useMutation({ mutationFn: register });
