import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { TChatMessage } from '@marketplace/contract';
import { apiPage } from '../../../lib/api-client.ts';
import type { ResponseOf } from '../../../lib/response-schemas.ts';
import { messagePageCheck } from '../../../lib/response-checks-chat.generated.ts';
import { chatKeys } from './chat-keys.ts';

export type MessagePage = ResponseOf<'messagePage'>;

/** A page of messages, oldest to newest: the newest page, one `before` an id, or all `after` one. */
export const getMessages = (
  chatId: number,
  cursor: { before?: number; after?: number },
  signal?: AbortSignal,
): Promise<MessagePage> =>
  apiPage('/chats/getAllMessages', messagePageCheck, {
    method: 'POST',
    body: { chat_id: chatId, ...cursor, limit: cursor.after === undefined ? 30 : 100 },
    signal,
  });

/** Pages run newest first; each next page holds older messages. */
export const messagesQueryOptions = (chatId: number) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(chatId),
    queryFn: ({ pageParam, signal }) => getMessages(chatId, { before: pageParam }, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.meta.has_more ? page.data[0]?.id : undefined),
  });

export const useMessages = (chatId: number) => useInfiniteQuery(messagesQueryOptions(chatId));

/** Adds messages to a chat's log once each, whether they came by socket, reply or catch-up. */
export const addMessages = (queryClient: QueryClient, chatId: number, incoming: TChatMessage[]) => {
  queryClient.setQueryData<InfiniteData<MessagePage, number | undefined>>(
    chatKeys.messages(chatId),
    (log) => {
      if (!log) return log;
      const known = new Set(log.pages.flatMap((page) => page.data.map((message) => message.id)));
      const fresh = incoming.filter((message) => !known.has(message.id));
      if (fresh.length === 0) return log;
      const [newest, ...older] = log.pages;
      if (!newest) return log;
      const data = [...newest.data, ...fresh].sort((a, b) => a.id - b.id);
      return { ...log, pages: [{ ...newest, data }, ...older] };
    },
  );
};
