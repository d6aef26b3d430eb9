import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TEmailPreferences, TEmailPreferencesUpdate } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { emailPreferencesCheck } from '../../../lib/response-checks-notifications.generated.ts';

export const emailPreferenceKeys = { all: () => ['email-preferences'] as const };

export const emailPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: emailPreferenceKeys.all(),
    queryFn: ({ signal }) => apiData('/email/preferences', emailPreferencesCheck, { signal }),
  });

export const useEmailPreferences = () => useQuery(emailPreferencesQueryOptions());

/**
 * Saves one change at once; the switch moves before the server answers and moves back if it
 * refuses, so a person never waits on a toggle.
 */
export const useUpdateEmailPreferences = () => {
  const queryClient = useQueryClient();
  const key = emailPreferenceKeys.all();
  return useMutation({
    mutationFn: (changes: TEmailPreferencesUpdate) =>
      apiData('/email/preferences', emailPreferencesCheck, { method: 'PUT', body: changes }),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TEmailPreferences>(key);
      if (before) queryClient.setQueryData<TEmailPreferences>(key, { ...before, ...changes });
      return { before };
    },
    onError: (_error, _changes, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
};
