import { useMutation } from '@tanstack/react-query';
import type { TChangePassword } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { passwordChangedCheck } from '../../../lib/response-checks-user.generated.ts';
import type { ResponseOf } from '../../../lib/response-schemas.ts';

export const changePassword = (input: TChangePassword): Promise<ResponseOf<'passwordChanged'>> =>
  apiData('/user/password', passwordChangedCheck, { method: 'POST', body: input });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
