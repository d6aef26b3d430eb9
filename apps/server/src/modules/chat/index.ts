// The chat module's public interface. It owns `chats`, `messages` and `chat_participant_states`.
export { createChatFrameHandler } from './chat.frames.ts';
export { registerChatRoutes } from './chat.routes.ts';
export { CHAT_MESSAGES_TABLES, createChatService, type ChatService } from './chat.service.ts';
