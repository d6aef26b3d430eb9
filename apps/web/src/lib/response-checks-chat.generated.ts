// Generated from response-schemas.ts by `npm run generate -w apps/web`: do not edit.
import { checkOf } from './response-check.ts';
import type { ResponseOf } from './response-schemas.ts';

export const chatCheck = checkOf<ResponseOf<'chat'>>({
  object: {
    id: 'int',
    job_post_id: { nullable: 'int' },
    job_title: 'string',
    proposal_id: { nullable: 'int' },
    order_id: { nullable: 'int' },
    client_id: 'int',
    freelancer_id: 'int',
    client: {
      object: {
        id: 'int',
        username: 'string',
        first_name: 'string',
        last_name: 'string',
        avatar_url: { nullable: 'string' },
        verified: 'boolean',
      },
    },
    freelancer: {
      object: {
        id: 'int',
        username: 'string',
        first_name: 'string',
        last_name: 'string',
        avatar_url: { nullable: 'string' },
        verified: 'boolean',
      },
    },
    last_message: {
      nullable: { object: { message: 'string', created_at: 'string', sender: 'int' } },
    },
    end_date: { nullable: 'string' },
    ended: 'boolean',
    started_at: 'string',
    unread_count: 'int',
  },
});
export const chatsCheck = checkOf<ResponseOf<'chats'>>({
  array: {
    object: {
      id: 'int',
      job_post_id: { nullable: 'int' },
      job_title: 'string',
      proposal_id: { nullable: 'int' },
      order_id: { nullable: 'int' },
      client_id: 'int',
      freelancer_id: 'int',
      client: {
        object: {
          id: 'int',
          username: 'string',
          first_name: 'string',
          last_name: 'string',
          avatar_url: { nullable: 'string' },
          verified: 'boolean',
        },
      },
      freelancer: {
        object: {
          id: 'int',
          username: 'string',
          first_name: 'string',
          last_name: 'string',
          avatar_url: { nullable: 'string' },
          verified: 'boolean',
        },
      },
      last_message: {
        nullable: { object: { message: 'string', created_at: 'string', sender: 'int' } },
      },
      end_date: { nullable: 'string' },
      ended: 'boolean',
      started_at: 'string',
      unread_count: 'int',
    },
  },
});
export const chatMessageCheck = checkOf<ResponseOf<'chatMessage'>>({
  object: {
    id: 'int',
    chat_id: 'int',
    sender: 'int',
    message: 'string',
    created_at: 'string',
    channelId: 'int',
    JobPostId: { nullable: 'int' },
    system: 'boolean',
  },
});
export const messagePageCheck = checkOf<ResponseOf<'messagePage'>>({
  object: {
    data: {
      array: {
        object: {
          id: 'int',
          chat_id: 'int',
          sender: 'int',
          message: 'string',
          created_at: 'string',
          channelId: 'int',
          JobPostId: { nullable: 'int' },
          system: 'boolean',
        },
      },
    },
    meta: { object: { has_more: 'boolean' } },
  },
});
