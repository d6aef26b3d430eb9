import { useMutation } from '@tanstack/react-query';
import type { TDeleteAccount } from '@marketplace/contract';
import { apiMsg } from '../../../lib/api-client.ts';

export const deleteAccount = (input: TDeleteAccount): Promise<string> =>
  apiMsg('/user', { method: 'DELETE', body: input });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
