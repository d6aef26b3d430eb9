import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData, apiMsg } from '../../../lib/api-client.ts';
import { chatCheck, chatMessageCheck } from '../../../lib/response-checks-chat.generated.ts';
import { anyAnswer } from '../../../lib/response-check.ts';
import { chatKeys } from './chat-keys.ts';
import { addMessages } from './get-messages.ts';

export const sendMessage = (input: { chatId: number; message: string }) =>
  apiData('/chats/storeMessage', chatMessageCheck, {
    method: 'POST',
    body: { chat_id: input.chatId, message: input.message },
  });

export const useSendMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => {
      addMessages(queryClient, message.chat_id, [message]);
      void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    },
  });
};

export const setExpiryDate = (input: { chatId: number; endDate: string }) =>
  apiData('/chats/setExpiryDate', chatCheck, {
    method: 'POST',
    body: { chat_id: input.chatId, end_date: input.endDate },
  });

export const useSetExpiryDate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setExpiryDate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.list() }),
  });
};

export const hideChat = (chatId: number) => apiMsg(`/chats/${chatId}`, { method: 'DELETE' });

export const useHideChat = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideChat,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.list() }),
  });
};

export const markRead = (input: { chatId: number; messageId: number }) =>
  apiData(`/chats/${input.chatId}/read`, anyAnswer, {
    method: 'POST',
    body: { message_id: input.messageId },
  });

export const useMarkRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.list() }),
  });
};
