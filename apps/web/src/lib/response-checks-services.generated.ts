// Generated from response-schemas.ts by `npm run generate -w apps/web`: do not edit.
import { checkOf } from './response-check.ts';
import type { ResponseOf } from './response-schemas.ts';

export const serviceCheck = checkOf<ResponseOf<'service'>>({
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
});
export const servicesCheck = checkOf<ResponseOf<'services'>>({
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
});
