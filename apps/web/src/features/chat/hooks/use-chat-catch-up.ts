import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRealtimeFrame, useRealtimeStatus } from '../../../lib/use-realtime.ts';
import { chatKeys } from '../api/chat-keys.ts';
import { addMessages, getMessages } from '../api/get-messages.ts';

/**
 * Keeps a room's log complete: messages from the shared socket are added once, by id, and
 * after any gap what was sent meanwhile is fetched.
 */
export const useChatCatchUp = (chatId: number, logLoaded: boolean, lastId: number | undefined) => {
  const queryClient = useQueryClient();
  const status = useRealtimeStatus();
  // Set whenever something may have been sent that the log does not hold: the socket was not
  // ready (at mount or after a drop), or a message came before the log had loaded.
  const needsCatchUp = useRef(status !== 'ready');
  // The newest message held when the socket dropped. The catch-up starts there, not at the
  // newest held when it comes back: one's own messages sent meanwhile are added by their
  // answers, and starting after them would skip what the other side sent in between.
  const heldAtDrop = useRef<number | undefined>(undefined);
  const lastIdRef = useRef(lastId);
  lastIdRef.current = lastId;

  useRealtimeFrame('message', (frame) => {
    const message = frame.data;
    if (message.chat_id !== chatId) return;
    if (!queryClient.getQueryData(chatKeys.messages(chatId))) needsCatchUp.current = true;
    addMessages(queryClient, chatId, [message]);
  });

  // Once the socket is ready and the log loaded, fetch what was sent meanwhile (everything
  // after the newest message held at the drop, page by page, or the newest page of an empty
  // room): nothing is lost, and adding by id shows nothing twice.
  useEffect(() => {
    if (status !== 'ready') {
      if (!needsCatchUp.current) heldAtDrop.current = lastIdRef.current;
      needsCatchUp.current = true;
      return;
    }
    if (!logLoaded || !needsCatchUp.current) return;
    needsCatchUp.current = false;
    const catchUp = async (after: number | undefined) => {
      let cursor = after;
      for (;;) {
        const page = await getMessages(chatId, cursor === undefined ? {} : { after: cursor });
        addMessages(queryClient, chatId, page.data);
        const newest = page.data.at(-1)?.id;
        if (cursor === undefined || !page.meta.has_more || newest === undefined) return;
        cursor = newest;
      }
    };
    catchUp(heldAtDrop.current ?? lastId)
      .then(() => (heldAtDrop.current = undefined))
      // Tried again on the next change (a new message, a reconnect).
      .catch(() => (needsCatchUp.current = true));
  }, [status, logLoaded, chatId, lastId, queryClient]);
};
