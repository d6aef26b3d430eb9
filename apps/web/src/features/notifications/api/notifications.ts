import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData, apiPage } from '../../../lib/api-client.ts';
import { notificationPageCheck, unreadCountCheck } from '../../../lib/response-checks.generated.ts';
import type { ResponseOf } from '../../../lib/response-schemas.ts';

export const notificationKeys = { list: () => ['notifications'] as const };

export type NotificationPage = ResponseOf<'notificationPage'>;

/** The latest notifications and how many are unread. */
export const getNotifications = (signal?: AbortSignal): Promise<NotificationPage> =>
  apiPage('/notifications?limit=10', notificationPageCheck, { signal });

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => getNotifications(signal),
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());

export const markAllNotificationsRead = () =>
  apiData('/notifications/read', unreadCountCheck, {
    method: 'POST',
    body: {},
  });

export const useMarkAllNotificationsRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
};
