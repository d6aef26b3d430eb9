import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { TChangePassword } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';

const ZChangePasswordResult = z.object({ changed: z.boolean() });

export const changePassword = (
  input: TChangePassword,
): Promise<z.infer<typeof ZChangePasswordResult>> =>
  apiData('/user/password', ZChangePasswordResult, { method: 'POST', body: input });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
