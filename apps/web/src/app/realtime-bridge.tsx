import { useQueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TNotificationKind } from '@marketplace/contract';
import { chatKeys } from '../features/chat/api/chat-keys.ts';
import { jobKeys } from '../features/jobs/api/job-keys.ts';
import { notificationKeys } from '../features/notifications/api/notifications.ts';
import { earningsKeys, orderKeys } from '../features/orders/api/order-keys.ts';
import { proposalKeys } from '../features/proposals/api/proposal-keys.ts';
import { reviewKeys } from '../features/reviews/api/review-keys.ts';
import { serviceKeys } from '../features/services/api/service-keys.ts';
import { userKeys } from '../features/user/api/user-keys.ts';
import { useSession } from '../lib/session.ts';
import { realtime } from '../lib/ws-client.ts';
import { QueryProvider } from './query-provider.tsx';

/**
 * What each kind of notification makes stale, so open screens show the news without a
 * reload: a client's proposal list and job counts, a freelancer's list after an answer, the
 * chats after an acceptance or a new end date, and everything an order's news changes.
 */
const staleAfter: Record<TNotificationKind, QueryKey[]> = {
  proposal_received: [proposalKeys.all, jobKeys.lists(), jobKeys.details(), userKeys.info()],
  // Accepting a proposal also opens the contract's order, which waits for funding.
  proposal_accepted: [proposalKeys.all, chatKeys.list(), userKeys.info(), orderKeys.all],
  proposal_refused: [proposalKeys.all],
  end_date_set: [chatKeys.list(), proposalKeys.all],
  // Paid, delivered, revised, accepted, cancelled or overdue: the order, the lists, the
  // freelancer's balances, and a contract's funding state on the proposals screen.
  order_update: [orderKeys.all, earningsKeys.all, proposalKeys.all, userKeys.info()],
  order_disputed: [orderKeys.all, earningsKeys.all, userKeys.info()],
  // A review written, or both shown: the order's reviews, and the ratings they change.
  review_received: [reviewKeys.all, serviceKeys.all],
  // The chat screens follow message frames themselves.
  message: [],
};

/** Everything realtime frames keep current (the lists above and the bell), each key once. */
const liveQueries: QueryKey[] = [
  ...new Map(
    [notificationKeys.list(), ...Object.values(staleAfter).flat()].map((key) => [
      JSON.stringify(key),
      key,
    ]),
  ).values(),
];

/**
 * Keeps the one shared realtime connection open exactly while someone is signed in,
 * refreshes what a notification concerns, and what frames keep current once the connection
 * is (again) ready, since frames sent while it was down are never delivered.
 */
export const RealtimeBridge = () => (
  <QueryProvider>
    <Bridge />
  </QueryProvider>
);

const Bridge = () => {
  const token = useSession()?.token ?? null;
  const queryClient = useQueryClient();

  // Declared before the effect that connects, so it sees the connection start.
  useEffect(() => {
    let wasReady = realtime.getStatus() === 'ready';
    let openedAt = Date.now();
    let dropped = false;
    return realtime.onStatus((status) => {
      if (status === 'connecting') openedAt = Date.now();
      if (status === 'reconnecting') dropped = true;
      // The socket refused the token: re-check it over HTTP, whose 401 signs the user out.
      if (status === 'unauthorized') {
        void queryClient.invalidateQueries({ queryKey: userKeys.me() });
      }
      if (status === 'ready' && !wasReady) {
        // After a drop (or a first attempt that failed) frames may have been missed for
        // seconds: refresh everything frames keep current (only what is on screen refetches).
        // On a first connection only data read before it opened can have missed any; the
        // pages read in parallel with the handshake are not read a second time (issue 12).
        const since = openedAt;
        const filters = dropped
          ? {}
          : {
              predicate: (query: Query) =>
                query.state.status === 'success' && query.state.dataUpdatedAt < since,
            };
        for (const queryKey of liveQueries)
          void queryClient.invalidateQueries({ queryKey, ...filters }, { cancelRefetch: dropped });
        dropped = false;
      }
      wasReady = status === 'ready';
    });
  }, [queryClient]);

  useEffect(() => {
    if (!token) return;
    realtime.connect(token);
    return () => realtime.disconnect();
  }, [token]);

  useEffect(
    () =>
      realtime.subscribe('notification', (frame) => {
        for (const queryKey of [notificationKeys.list(), ...staleAfter[frame.data.kind]])
          void queryClient.invalidateQueries({ queryKey });
      }),
    [queryClient],
  );

  return null;
};
