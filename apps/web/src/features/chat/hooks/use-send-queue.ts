import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useSendMessage } from '../api/chat-actions.ts';

/** A message shown at once while it is on its way, or marked failed with a retry. */
export type PendingMessage = { key: string; text: string; failed: boolean };

/** Optimistic sending: each message waits in the queue until the server has stored it. */
export const useSendQueue = (chatId: number) => {
  const send = useSendMessage();
  const [pending, setPending] = useState<PendingMessage[]>([]);

  const deliver = (item: PendingMessage) => {
    send.mutate(
      { chatId, message: item.text },
      {
        onSuccess: () => setPending((current) => current.filter((p) => p.key !== item.key)),
        onError: (error) => {
          setPending((current) =>
            current.map((p) => (p.key === item.key ? { ...p, failed: true } : p)),
          );
          if (isApiError(error)) notify.error(error.message);
        },
      },
    );
  };

  const enqueue = (text: string) => {
    const item = { key: `${Date.now()}-${Math.random()}`, text, failed: false };
    setPending((current) => [...current, item]);
    deliver(item);
  };

  const retry = (item: PendingMessage) => {
    setPending((current) => current.map((p) => (p.key === item.key ? { ...p, failed: false } : p)));
    deliver(item);
  };

  return { pending, enqueue, retry };
};
