import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiData } from '../../../lib/api-client.ts';

const ZLogoutResult = z.object({ logged_out: z.boolean() });

export const logout = (): Promise<z.infer<typeof ZLogoutResult>> =>
  apiData('/auth/logout', ZLogoutResult, { method: 'POST' });

export const useLogout = () => useMutation({ mutationFn: logout });
