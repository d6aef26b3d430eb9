import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUserInfo } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { userInfoCheck } from '../../../lib/response-checks.generated.ts';
import { userKeys } from './user-keys.ts';

/** The signed-in user with counts of services, sells, projects and proposals. */
export const getUserInfo = (signal?: AbortSignal): Promise<TUserInfo> =>
  apiData('/user', userInfoCheck, { signal });

export const userInfoQueryOptions = () =>
  queryOptions({ queryKey: userKeys.info(), queryFn: ({ signal }) => getUserInfo(signal) });

export const useUserInfo = () => useQuery(userInfoQueryOptions());
