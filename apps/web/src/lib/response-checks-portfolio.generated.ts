// Generated from response-schemas.ts by `npm run generate -w apps/web`: do not edit.
import { checkOf } from './response-check.ts';
import type { ResponseOf } from './response-schemas.ts';

export const projectCheck = checkOf<ResponseOf<'project'>>({
  object: {
    id: 'int',
    title: 'string',
    description: 'string',
    skills: { array: 'string' },
    images: { array: { object: { id: 'int', url: 'string', thumbnail_url: 'string' } } },
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
    created_at: 'string',
  },
});
export const projectsCheck = checkOf<ResponseOf<'projects'>>({
  array: {
    object: {
      id: 'int',
      title: 'string',
      description: 'string',
      skills: { array: 'string' },
      images: { array: { object: { id: 'int', url: 'string', thumbnail_url: 'string' } } },
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
      created_at: 'string',
    },
  },
});
export const imagesCheck = checkOf<ResponseOf<'images'>>({
  array: { object: { id: 'int', url: 'string', thumbnail_url: 'string' } },
});
