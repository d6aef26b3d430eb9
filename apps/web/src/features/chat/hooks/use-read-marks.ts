import { useEffect } from 'react';
import type { TChat } from '@marketplace/contract';
import { useMarkRead } from '../api/chat-actions.ts';

/** Reading the room marks it read up to the newest message. */
export const useReadMarks = (chat: TChat, lastId: number | undefined) => {
  const markRead = useMarkRead();
  const unread = chat.unread_count;
  useEffect(() => {
    if (lastId !== undefined && unread > 0) markRead.mutate({ chatId: chat.id, messageId: lastId });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a newer message arrives
  }, [lastId, unread, chat.id]);
};
