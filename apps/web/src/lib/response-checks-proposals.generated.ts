// Generated from response-schemas.ts by `npm run generate -w apps/web`: do not edit.
import { checkOf } from './response-check.ts';
import type { ResponseOf } from './response-schemas.ts';

export const proposalCheck = checkOf<ResponseOf<'proposal'>>({
  object: {
    id: 'int',
    job_post_id: 'int',
    freelancer_id: 'int',
    client_id: 'int',
    bid: 'number',
    fee: 'number',
    receive: 'number',
    duration: {
      oneOf: ['less than 1 month', '1 to 3 months', '3 to 6 months', 'more than 6 months'],
    },
    cover_letter: 'string',
    status: { oneOf: ['pending', 'active', 'done', 'refused', 'withdrawn'] },
    created_at: 'string',
    started_at: { nullable: 'string' },
    ends_at: { nullable: 'string' },
    job: { object: { id: 'int', title: 'string', budjet: 'number' } },
    freelancer: {
      object: {
        id: 'int',
        username: 'string',
        first_name: 'string',
        last_name: 'string',
        avatar_url: { nullable: 'string' },
        verified: 'boolean',
        country: { nullable: 'string' },
        rating: { object: { average: { nullable: 'number' }, count: 'int' } },
      },
    },
    client_rating: { object: { average: { nullable: 'number' }, count: 'int' } },
    chat_id: { nullable: 'int' },
    order: {
      nullable: {
        object: {
          id: 'int',
          status: {
            oneOf: [
              'awaiting_payment',
              'in_escrow',
              'delivered',
              'completed',
              'cancelled',
              'disputed',
            ],
          },
        },
      },
    },
    milestones: {
      array: {
        object: {
          order_id: 'int',
          position: 'int',
          title: 'string',
          amount: 'number',
          status: {
            oneOf: [
              'awaiting_payment',
              'in_escrow',
              'delivered',
              'completed',
              'cancelled',
              'disputed',
            ],
          },
          due_at: { nullable: 'string' },
        },
      },
    },
  },
});
export const proposalsCheck = checkOf<ResponseOf<'proposals'>>({
  array: {
    object: {
      id: 'int',
      job_post_id: 'int',
      freelancer_id: 'int',
      client_id: 'int',
      bid: 'number',
      fee: 'number',
      receive: 'number',
      duration: {
        oneOf: ['less than 1 month', '1 to 3 months', '3 to 6 months', 'more than 6 months'],
      },
      cover_letter: 'string',
      status: { oneOf: ['pending', 'active', 'done', 'refused', 'withdrawn'] },
      created_at: 'string',
      started_at: { nullable: 'string' },
      ends_at: { nullable: 'string' },
      job: { object: { id: 'int', title: 'string', budjet: 'number' } },
      freelancer: {
        object: {
          id: 'int',
          username: 'string',
          first_name: 'string',
          last_name: 'string',
          avatar_url: { nullable: 'string' },
          verified: 'boolean',
          country: { nullable: 'string' },
          rating: { object: { average: { nullable: 'number' }, count: 'int' } },
        },
      },
      client_rating: { object: { average: { nullable: 'number' }, count: 'int' } },
      chat_id: { nullable: 'int' },
      order: {
        nullable: {
          object: {
            id: 'int',
            status: {
              oneOf: [
                'awaiting_payment',
                'in_escrow',
                'delivered',
                'completed',
                'cancelled',
                'disputed',
              ],
            },
          },
        },
      },
      milestones: {
        array: {
          object: {
            order_id: 'int',
            position: 'int',
            title: 'string',
            amount: 'number',
            status: {
              oneOf: [
                'awaiting_payment',
                'in_escrow',
                'delivered',
                'completed',
                'cancelled',
                'disputed',
              ],
            },
            due_at: { nullable: 'string' },
          },
        },
      },
    },
  },
});
