import { useEffect, useRef, useState } from 'react';
import { useRealtimeFrame } from '../../../lib/use-realtime.ts';
import { realtime } from '../../../lib/ws-client.ts';

const TYPING_SHOWN_MS = 3000;
const TYPING_SEND_EVERY_MS = 2000;

/** Whether the other person is typing in this room: true for a while after each signal. */
export const useOtherTyping = (chatId: number, userId: number | undefined): boolean => {
  const [typingUntil, setTypingUntil] = useState(0);

  useRealtimeFrame('typing', (frame) => {
    if (frame.chat_id === chatId && frame.userId !== userId)
      setTypingUntil(Date.now() + TYPING_SHOWN_MS);
  });

  useEffect(() => {
    if (typingUntil === 0) return;
    const timer = setTimeout(() => setTypingUntil(0), Math.max(0, typingUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [typingUntil]);

  return typingUntil > Date.now();
};

/** Returns a call that tells the other person we are typing, at most every two seconds. */
export const useTypingSignal = (chatId: number) => {
  const lastTypingSent = useRef(0);
  return () => {
    if (Date.now() - lastTypingSent.current > TYPING_SEND_EVERY_MS) {
      lastTypingSent.current = Date.now();
      realtime.send({ type: 'typing', chat_id: chatId });
    }
  };
};
