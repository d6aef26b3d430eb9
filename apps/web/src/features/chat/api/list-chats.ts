import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { chatsCheck } from '../../../lib/response-checks-chat.generated.ts';
import { chatKeys } from './chat-keys.ts';

export const listChats = (signal?: AbortSignal) => apiData('/chats/getAll', chatsCheck, { signal });

export const chatsQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.list(), queryFn: ({ signal }) => listChats(signal) });

export const useChats = () => useQuery(chatsQueryOptions());
