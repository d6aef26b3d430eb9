// Generated from response-schemas.ts by `npm run generate -w apps/web`: do not edit.
import { checkOf } from './response-check.ts';
import type { ResponseOf } from './response-schemas.ts';

export const publicUserCheck = checkOf<ResponseOf<'publicUser'>>({
  object: {
    id: 'int',
    first_name: 'string',
    last_name: 'string',
    username: 'string',
    country: { nullable: 'string' },
    gender: { nullable: { oneOf: ['male', 'female', 'other'] } },
    account_type: { oneOf: ['client', 'freelancer'] },
    avatar_url: { nullable: 'string' },
    verified: 'boolean',
    created_at: 'string',
    is_admin: { optional: 'boolean' },
    email: { optional: 'string' },
    telephone: { optional: { nullable: 'string' } },
    rating: { object: { average: { nullable: 'number' }, count: 'int' } },
  },
});
export const passwordChangedCheck = checkOf<ResponseOf<'passwordChanged'>>({
  object: { changed: 'boolean' },
});
export const passwordResetCheck = checkOf<ResponseOf<'passwordReset'>>({
  object: { sessions_ended: 'number' },
});
