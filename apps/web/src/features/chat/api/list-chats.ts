import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ZChat } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { chatKeys } from './chat-keys.ts';

export const listChats = (signal?: AbortSignal) =>
  apiData('/chats/getAll', z.array(ZChat), { signal });

export const chatsQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.list(), queryFn: ({ signal }) => listChats(signal) });

export const useChats = () => useQuery(chatsQueryOptions());
