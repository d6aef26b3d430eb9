import { S as FIRST_PAGES_TEXT } from './strings.ts';

/**
 * The chat screen's texts, with strings.ts's: the chat loads these and no other screen's (in
 * one layer with the portfolio's, proposals', profile's and reviews' texts, it loaded 3.7 kB
 * gzipped of texts it does not show).
 * SPEC's texts among them are verbatim, as in strings.ts.
 */
export const S = {
  ...FIRST_PAGES_TEXT,

  chat: {
    chatPanel: 'Chat:',
    recentChatsUpper: 'RECENT CHATS',
    recentChats: 'Recent Chats',
    seeChatInfo: 'See chat info',
    deleteChat: 'Delete chat',
    setEndOfContract: 'Set the end of the contract',
    temporaryRemoved: 'Temporary removed',
    expirySet: 'Set expiry date successfuly.',
    clientNotSetTime: 'Client still not set time yet',
    heading: 'Messages',
    noChats: 'No conversations yet.',
    noChatsHint: {
      client: 'A chat opens when you accept a proposal.',
      freelancer: 'A chat opens when a client accepts your proposal.',
    },
    noChatsAction: { client: 'Review proposals', freelancer: 'Find work' },
    pickChat: 'Choose a conversation to read it.',
    noMessages: 'No messages yet. Say hello!',
    conversation: 'Conversation',
    loadOlder: 'Load older messages',
    loadingOlder: 'Loading older messages…',
    newMessages: 'New messages',
    messageLabel: 'Message',
    messagePlaceholder: 'Write a message…',
    send: 'Send',
    sending: 'Sending…',
    failed: 'Not sent.',
    retry: 'Retry',
    typing: 'typing…',
    endsOn: (date: string) => `Contract ends ${date}`,
    ended: 'This contract has ended, so the chat is read-only.',
    roomMenu: 'Chat options',
    back: 'Back to chats',
    unread: (count: number) => `${count} unread`,
    info: 'Chat info',
    job: 'Job',
    otherParty: 'With',
    started: 'Started',
    ends: 'Ends',
    endDate: 'End date',
    save: 'Save',
    confirmDeleteTitle: 'Delete this chat?',
    confirmDeleteText: 'It disappears from your list only; a new message brings it back.',
    deleted: 'Chat removed from your list.',
    loadFailed: 'Messages could not be loaded.',
    order: 'Order',
    viewOrder: 'View order',
    systemMessage: 'Order update',
  },
};
