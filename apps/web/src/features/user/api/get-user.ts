import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPublicUser, type TPublicUser } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { userKeys } from './user-keys.ts';

export const getUser = (id: number, signal?: AbortSignal): Promise<TPublicUser> =>
  apiData(`/user/${id}`, ZPublicUser, { signal });

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => getUser(id, signal) });

export const useUser = (id: number) => useQuery(userQueryOptions(id));
