import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZUserInfo, type TUserInfo } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { userKeys } from './user-keys.ts';

/** The signed-in user with counts of services, sells, projects and proposals. */
export const getUserInfo = (signal?: AbortSignal): Promise<TUserInfo> =>
  apiData('/user', ZUserInfo, { signal });

export const userInfoQueryOptions = () =>
  queryOptions({ queryKey: userKeys.info(), queryFn: ({ signal }) => getUserInfo(signal) });

export const useUserInfo = () => useQuery(userInfoQueryOptions());
