import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { logoutCheck } from '../../../lib/response-checks.generated.ts';
import type { ResponseOf } from '../../../lib/response-schemas.ts';

export const logout = (): Promise<ResponseOf<'logout'>> =>
  apiData('/auth/logout', logoutCheck, { method: 'POST' });

export const useLogout = () => useMutation({ mutationFn: logout });
