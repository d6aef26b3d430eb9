/** Query keys of the chat domain, shared by queries, socket updates and invalidation. */
export const chatKeys = {
  all: ['chats'] as const,
  list: () => ['chats', 'list'] as const,
  messages: (chatId: number) => ['chats', 'messages', chatId] as const,
};
