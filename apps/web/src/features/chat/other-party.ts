import type { TAccountType, TChat } from '@marketplace/contract';

/**
 * The person across the chat, as SPEC names them: a client sees the freelancer's first and
 * last name, a freelancer sees the client's username.
 */
export const otherParty = (chat: TChat, viewer: TAccountType) =>
  viewer === 'client'
    ? {
        name: `${chat.freelancer.first_name} ${chat.freelancer.last_name}`,
        avatarUrl: chat.freelancer.avatar_url,
        verified: chat.freelancer.verified,
      }
    : {
        name: chat.client.username,
        avatarUrl: chat.client.avatar_url,
        verified: chat.client.verified,
      };
