import { useMutation } from '@tanstack/react-query';
import type { TForgotPassword, TResetPassword } from '@marketplace/contract';
import { apiData, apiMsg } from '../../../lib/api-client.ts';
import { passwordResetCheck } from '../../../lib/response-checks-user.generated.ts';

/** POST /api/auth/forgot_password: the same answer whether or not the account exists. */
export const requestPasswordReset = (input: TForgotPassword): Promise<string> =>
  apiMsg('/auth/forgot_password', { method: 'POST', body: input });

/** POST /api/auth/reset_password with the token from the mailed link. */
export const resetPassword = (input: TResetPassword) =>
  apiData('/auth/reset_password', passwordResetCheck, {
    method: 'POST',
    body: input,
  });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
