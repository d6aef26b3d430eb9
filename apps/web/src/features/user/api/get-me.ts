import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUser } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { userCheck } from '../../../lib/response-checks.generated.ts';
import { userKeys } from './user-keys.ts';

/** The signed-in user, as the token's session sees it (`GET /api/auth/me`). */
export const getMe = (signal?: AbortSignal): Promise<TUser> =>
  apiData('/auth/me', userCheck, { signal });

export const meQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.me(),
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 5 * 60_000,
  });

export const useMe = () => useQuery(meQueryOptions());
