import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { proposalKeys } from '../features/proposals/api/proposal-keys.ts';
import { userKeys } from '../features/user/api/user-keys.ts';
import { isApiError } from '../lib/api-client.ts';
import { clearSession, getToken } from '../lib/session.ts';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The mutation changes a count of the account (services, projects): refresh them. */
      changesAccountCounts?: boolean;
      /** The mutation moves an order that may be a job contract: refresh the proposals. */
      changesContracts?: boolean;
    };
  }
}

const createQueryClient = (): QueryClient => {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        // A read refused for the token means the session is gone (expired, revoked, password
        // changed elsewhere): forget it so the guard sends the user to sign in.
        if (isApiError(error) && error.status === 401 && getToken()) clearSession();
      },
    }),
    // Features say what a mutation changes; the app knows which queries show it.
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => {
        if (mutation.meta?.changesAccountCounts)
          void queryClient.invalidateQueries({ queryKey: userKeys.all });
        if (mutation.meta?.changesContracts)
          void queryClient.invalidateQueries({ queryKey: proposalKeys.all });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
};

/**
 * The app's one cache. This module (and TanStack Query with it) loads with the first screen
 * that reads the server, so the landing page draws without it.
 */
export const queryClient = createQueryClient();
