import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChangeEmail } from '@marketplace/contract';
import { apiData, apiMsg } from '../../../lib/api-client.ts';
import { verifyEmailCheck } from '../../../lib/response-checks.generated.ts';
import { userKeys } from './user-keys.ts';

/** POST /api/auth/verify_email with the token from the mailed link. */
export const verifyEmail = (token: string) =>
  apiData('/auth/verify_email', verifyEmailCheck, {
    method: 'POST',
    body: { token },
  });

/** POST /api/auth/verification/resend: a new link to the signed-in person's address. */
export const resendVerification = () => apiMsg('/auth/verification/resend', { method: 'POST' });

/** POST /api/user/email: a link to the new address; the address changes when it is opened. */
export const changeEmail = (input: TChangeEmail) =>
  apiMsg('/user/email', { method: 'POST', body: input });

export const useVerifyEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // The mark, the banner and the address all come from the user queries.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
};

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
