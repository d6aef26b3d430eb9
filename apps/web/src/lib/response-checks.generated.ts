// Generated from response-schemas.ts by `npm run generate -w apps/web`: do not edit.
import { checkOf } from './response-check.ts';
import type { ResponseOf } from './response-schemas.ts';

export const userCheck = checkOf<ResponseOf<'user'>>({
  object: {
    id: 'int',
    first_name: 'string',
    last_name: 'string',
    username: 'string',
    email: { optional: 'string' },
    telephone: { optional: { nullable: 'string' } },
    country: { nullable: 'string' },
    gender: { nullable: { oneOf: ['male', 'female', 'other'] } },
    account_type: { oneOf: ['client', 'freelancer'] },
    avatar_url: { nullable: 'string' },
    verified: 'boolean',
    created_at: 'string',
    is_admin: { optional: 'boolean' },
  },
});
export const userInfoCheck = checkOf<ResponseOf<'userInfo'>>({
  object: {
    id: 'int',
    first_name: 'string',
    last_name: 'string',
    username: 'string',
    email: { optional: 'string' },
    telephone: { optional: { nullable: 'string' } },
    country: { nullable: 'string' },
    gender: { nullable: { oneOf: ['male', 'female', 'other'] } },
    account_type: { oneOf: ['client', 'freelancer'] },
    avatar_url: { nullable: 'string' },
    verified: 'boolean',
    created_at: 'string',
    is_admin: { optional: 'boolean' },
    services: 'int',
    sells: 'int',
    projects: 'int',
    proposals: 'int',
  },
});
export const jobsCheck = checkOf<ResponseOf<'jobs'>>({
  array: {
    object: {
      id: 'int',
      client_id: 'int',
      title: 'string',
      description: 'string',
      budjet: 'number',
      experience_level: { oneOf: ['Beginner', 'Intermidiate', 'Expert'] },
      level: { oneOf: ['Beginner', 'Intermidiate', 'Expert'] },
      size: { oneOf: ['Small', 'Mediem', 'Large'] },
      time: { nullable: 'string' },
      expected_delivery_time: 'int',
      created_at: 'string',
      categories: { array: { object: { id: 'int', name: 'string' } } },
      skills: { array: { object: { name: 'string', selected: { oneOf: [true] } } } },
      illustrative_files: {
        array: {
          object: { id: 'int', url: 'string', name: 'string', size: 'int', mime: 'string' },
        },
      },
      proposals_count: 'int',
      interviewing_count: 'int',
      applied: 'boolean',
      hired: 'boolean',
      is_owner: 'boolean',
      saved: 'boolean',
    },
  },
});
export const jobPageCheck = checkOf<ResponseOf<'jobPage'>>({
  object: {
    data: {
      array: {
        object: {
          id: 'int',
          client_id: 'int',
          title: 'string',
          description: 'string',
          budjet: 'number',
          experience_level: { oneOf: ['Beginner', 'Intermidiate', 'Expert'] },
          level: { oneOf: ['Beginner', 'Intermidiate', 'Expert'] },
          size: { oneOf: ['Small', 'Mediem', 'Large'] },
          time: { nullable: 'string' },
          expected_delivery_time: 'int',
          created_at: 'string',
          categories: { array: { object: { id: 'int', name: 'string' } } },
          skills: { array: { object: { name: 'string', selected: { oneOf: [true] } } } },
          illustrative_files: {
            array: {
              object: { id: 'int', url: 'string', name: 'string', size: 'int', mime: 'string' },
            },
          },
          proposals_count: 'int',
          interviewing_count: 'int',
          applied: 'boolean',
          hired: 'boolean',
          is_owner: 'boolean',
          saved: 'boolean',
        },
      },
    },
    meta: { object: { next_cursor: { nullable: 'string' } } },
  },
});
export const servicePageCheck = checkOf<ResponseOf<'servicePage'>>({
  object: {
    data: {
      array: {
        object: {
          id: 'int',
          title: 'string',
          description: 'string',
          price: { object: { value: 'number' } },
          rate: 'number',
          rating_count: 'int',
          images: { array: { object: { id: 'int', url: 'string', thumbnail_url: 'string' } } },
          category: { object: { id: 'int', name: 'string' } },
          owner: {
            object: {
              id: 'int',
              username: 'string',
              first_name: 'string',
              last_name: 'string',
              avatar_url: { nullable: 'string' },
              verified: 'boolean',
            },
          },
          sales: 'int',
          delivery_days: 'int',
          revisions: 'int',
          created_at: 'string',
        },
      },
    },
    meta: { object: { next_cursor: { nullable: 'string' } } },
  },
});
export const categoriesCheck = checkOf<ResponseOf<'categories'>>({
  array: { object: { id: 'int', name: 'string' } },
});
export const notificationPageCheck = checkOf<ResponseOf<'notificationPage'>>({
  object: {
    data: {
      array: {
        object: {
          id: 'int',
          kind: {
            oneOf: [
              'proposal_received',
              'proposal_accepted',
              'proposal_refused',
              'message',
              'end_date_set',
              'order_update',
              'order_disputed',
              'review_received',
            ],
          },
          text: 'string',
          link: 'string',
          read: 'boolean',
          created_at: 'string',
        },
      },
    },
    meta: { object: { next_cursor: { nullable: 'string' }, unread_count: 'number' } },
  },
});
export const unreadCountCheck = checkOf<ResponseOf<'unreadCount'>>({
  object: { unread_count: 'number' },
});
export const verifyEmailCheck = checkOf<ResponseOf<'verifyEmail'>>({
  object: { email: 'string', msg: 'string' },
});
export const logoutCheck = checkOf<ResponseOf<'logout'>>({ object: { logged_out: 'boolean' } });
export const loginResultCheck = checkOf<ResponseOf<'loginResult'>>({
  object: { access_token: 'string', account_type: { oneOf: ['client', 'freelancer'] } },
});
export const registerResultCheck = checkOf<ResponseOf<'registerResult'>>({
  object: { id: 'number', username: 'string', account_type: { oneOf: ['client', 'freelancer'] } },
});
export const serverFrameCheck = checkOf<ResponseOf<'serverFrame'>>({
  anyOf: [
    { object: { type: { oneOf: ['ready'] }, userId: 'int' } },
    { object: { type: { oneOf: ['error'] }, error: 'string' } },
    { object: { type: { oneOf: ['pong'] } } },
    {
      object: {
        type: { oneOf: ['message'] },
        data: {
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
    },
    {
      object: {
        type: { oneOf: ['notification'] },
        data: {
          object: {
            id: 'int',
            kind: {
              oneOf: [
                'proposal_received',
                'proposal_accepted',
                'proposal_refused',
                'message',
                'end_date_set',
                'order_update',
                'order_disputed',
                'review_received',
              ],
            },
            text: 'string',
            link: 'string',
            read: 'boolean',
            created_at: 'string',
          },
        },
      },
    },
    {
      object: {
        type: { oneOf: ['chat_updated'] },
        data: { object: { id: 'int', end_date: { nullable: 'string' }, ended: 'boolean' } },
      },
    },
    { object: { type: { oneOf: ['typing'] }, chat_id: 'int', userId: 'int' } },
    { object: { type: { oneOf: ['read'] }, chat_id: 'int', userId: 'int', message_id: 'int' } },
  ],
});
