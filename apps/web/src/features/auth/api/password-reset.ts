import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { TForgotPassword, TResetPassword } from '@marketplace/contract';
import { apiData, apiRequest, ApiError } from '../../../lib/api-client.ts';

/** POST /api/auth/forgot_password: the same answer whether or not the account exists. */
export const requestPasswordReset = async (input: TForgotPassword): Promise<string> => {
  const envelope = await apiRequest('/auth/forgot_password', { method: 'POST', body: input });
  if (envelope.kind !== 'msg') throw new ApiError(200, 'The server sent an unexpected response.');
  return envelope.msg;
};

/** POST /api/auth/reset_password with the token from the mailed link. */
export const resetPassword = (input: TResetPassword) =>
  apiData('/auth/reset_password', z.object({ sessions_ended: z.number() }), {
    method: 'POST',
    body: input,
  });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
