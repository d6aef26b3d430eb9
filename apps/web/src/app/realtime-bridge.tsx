import { useQueryClient, type QueryKey } from '@tanstack/react-query';
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
 * refreshes what a notification concerns, and everything live once the connection is ready
 * again after being down, since frames sent while it was down are never delivered.
 */
export const RealtimeBridge = () => (
  <QueryProvider>
    <Bridge />
  </QueryProvider>
);

const Bridge = () => {
  const token = useSession()?.token ?? null;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token) return;
    realtime.connect(token);
    return () => realtime.disconnect();
  }, [token]);

  useEffect(() => {
    let wasReady = realtime.getStatus() === 'ready';
    // Whether frames may have been missed since the data on screen was read: the socket was
    // down (dropped, or its first attempt failed) or reopened for another token.
    let missedFrames = false;
    return realtime.onStatus((status) => {
      // The socket refused the token: re-check it over HTTP, whose 401 signs the user out.
      if (status === 'unauthorized') {
        void queryClient.invalidateQueries({ queryKey: userKeys.me() });
      }
      if (status === 'reconnecting' || (wasReady && status !== 'ready')) missedFrames = true;
      if (status === 'ready' && !wasReady) {
        // Whatever was read before the socket was ready may have missed a frame sent in
        // between (an order turning overdue while its page loads), on the first connection
        // too: refresh it all (only what is on screen refetches). On the first, a read still
        // on its way goes on rather than being asked twice; after a drop it is asked again.
        const cancelRefetch = missedFrames;
        for (const queryKey of liveQueries)
          void queryClient.invalidateQueries({ queryKey }, { cancelRefetch });
        missedFrames = false;
      }
      wasReady = status === 'ready';
    });
  }, [queryClient]);

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
