// Generated from response-schemas.ts by `npm run generate -w apps/web`: do not edit.
import { checkOf } from './response-check.ts';
import type { ResponseOf } from './response-schemas.ts';

export const reviewCheck = checkOf<ResponseOf<'review'>>({
  object: {
    id: 'int',
    order_id: 'int',
    order_title: 'string',
    stars: 'int',
    comment: 'string',
    reviewer_role: { oneOf: ['client', 'freelancer'] },
    reviewer: {
      object: {
        id: 'int',
        username: 'string',
        first_name: 'string',
        last_name: 'string',
        avatar_url: { nullable: 'string' },
        verified: 'boolean',
      },
    },
    reply: { nullable: 'string' },
    replied_at: { nullable: 'string' },
    created_at: 'string',
    published_at: { nullable: 'string' },
  },
});
export const reviewPageCheck = checkOf<ResponseOf<'reviewPage'>>({
  object: {
    data: {
      array: {
        object: {
          id: 'int',
          order_id: 'int',
          order_title: 'string',
          stars: 'int',
          comment: 'string',
          reviewer_role: { oneOf: ['client', 'freelancer'] },
          reviewer: {
            object: {
              id: 'int',
              username: 'string',
              first_name: 'string',
              last_name: 'string',
              avatar_url: { nullable: 'string' },
              verified: 'boolean',
            },
          },
          reply: { nullable: 'string' },
          replied_at: { nullable: 'string' },
          created_at: 'string',
          published_at: { nullable: 'string' },
        },
      },
    },
    meta: {
      object: {
        next_cursor: { nullable: 'string' },
        rating: { optional: { object: { average: { nullable: 'number' }, count: 'int' } } },
      },
    },
  },
});
export const orderReviewsCheck = checkOf<ResponseOf<'orderReviews'>>({
  object: {
    can_review: 'boolean',
    window_ends_at: { nullable: 'string' },
    mine: {
      nullable: {
        object: {
          id: 'int',
          order_id: 'int',
          order_title: 'string',
          stars: 'int',
          comment: 'string',
          reviewer_role: { oneOf: ['client', 'freelancer'] },
          reviewer: {
            object: {
              id: 'int',
              username: 'string',
              first_name: 'string',
              last_name: 'string',
              avatar_url: { nullable: 'string' },
              verified: 'boolean',
            },
          },
          reply: { nullable: 'string' },
          replied_at: { nullable: 'string' },
          created_at: 'string',
          published_at: { nullable: 'string' },
        },
      },
    },
    theirs: {
      nullable: {
        object: {
          id: 'int',
          order_id: 'int',
          order_title: 'string',
          stars: 'int',
          comment: 'string',
          reviewer_role: { oneOf: ['client', 'freelancer'] },
          reviewer: {
            object: {
              id: 'int',
              username: 'string',
              first_name: 'string',
              last_name: 'string',
              avatar_url: { nullable: 'string' },
              verified: 'boolean',
            },
          },
          reply: { nullable: 'string' },
          replied_at: { nullable: 'string' },
          created_at: 'string',
          published_at: { nullable: 'string' },
        },
      },
    },
    theirs_written: 'boolean',
  },
});
