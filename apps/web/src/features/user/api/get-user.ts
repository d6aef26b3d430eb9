import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicUser } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { publicUserCheck } from '../../../lib/response-checks-user.generated.ts';
import { userKeys } from './user-keys.ts';

export const getUser = (id: number, signal?: AbortSignal): Promise<TPublicUser> =>
  apiData(`/user/${id}`, publicUserCheck, { signal });

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => getUser(id, signal) });

export const useUser = (id: number) => useQuery(userQueryOptions(id));
