import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ZNotification } from '@marketplace/contract';
import { apiRequest, apiData, ApiError } from '../../../lib/api-client.ts';

export const notificationKeys = { list: () => ['notifications'] as const };

const ZPage = z.object({
  data: z.array(ZNotification),
  meta: z.object({ next_cursor: z.nullable(z.string()), unread_count: z.number() }),
});
export type NotificationPage = z.infer<typeof ZPage>;

/** The latest notifications and how many are unread. */
export const getNotifications = async (signal?: AbortSignal): Promise<NotificationPage> => {
  const envelope = await apiRequest('/notifications?limit=10', { signal });
  const parsed = ZPage.safeParse(
    envelope.kind === 'data' ? { data: envelope.data, meta: envelope.meta } : undefined,
  );
  if (!parsed.success) throw new ApiError(200, 'The server sent an unexpected response.');
  return parsed.data;
};

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => getNotifications(signal),
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());

export const markAllNotificationsRead = () =>
  apiData('/notifications/read', z.object({ unread_count: z.number() }), {
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
