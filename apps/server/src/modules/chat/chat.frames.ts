import { ZMessageText } from '@marketplace/contract';
import { AppError } from '#kernel/app-error.ts';
import type { FrameHandler } from '#realtime/frames.ts';
import type { ChatService } from './chat.service.ts';

/**
 * Chat frames on /ws go through the same service as HTTP. A stored message reaches the
 * sender's sockets as a `message` frame like everyone else's, so no separate reply is sent;
 * a refused frame is answered with an `error` frame by the socket route.
 */
export const createChatFrameHandler =
  (chatService: ChatService): FrameHandler =>
  async (auth, frame) => {
    if (frame.type === 'message') {
      const text = ZMessageText.safeParse(frame.message);
      if (!text.success)
        throw new AppError('unprocessable', text.error.issues[0]?.message ?? 'Invalid message.');
      await chatService.storeMessage(auth.userId, frame.chat_id, text.data);
    } else if (frame.type === 'typing') {
      await chatService.relayTyping(auth.userId, frame.chat_id);
    } else if (frame.type === 'read') {
      await chatService.markRead(auth.userId, frame.chat_id, frame.message_id);
    }
  };
