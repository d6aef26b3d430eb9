// Generated from response-schemas.ts by `npm run generate -w apps/web`: do not edit.
import { checkOf } from './response-check.ts';
import type { ResponseOf } from './response-schemas.ts';

export const jobCheck = checkOf<ResponseOf<'job'>>({
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
      array: { object: { id: 'int', url: 'string', name: 'string', size: 'int', mime: 'string' } },
    },
    proposals_count: 'int',
    interviewing_count: 'int',
    applied: 'boolean',
    hired: 'boolean',
    is_owner: 'boolean',
    saved: 'boolean',
    client: {
      object: {
        id: 'int',
        username: 'string',
        member_since: 'string',
        jobs_posted: 'int',
        hires: 'int',
        rating: { object: { average: { nullable: 'number' }, count: 'int' } },
      },
    },
  },
});
export const savedJobCheck = checkOf<ResponseOf<'savedJob'>>({ object: { saved: 'boolean' } });
