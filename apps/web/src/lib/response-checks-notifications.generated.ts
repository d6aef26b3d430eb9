// Generated from response-schemas.ts by `npm run generate -w apps/web`: do not edit.
import { checkOf } from './response-check.ts';
import type { ResponseOf } from './response-schemas.ts';

export const emailPreferencesCheck = checkOf<ResponseOf<'emailPreferences'>>({
  object: { messages: 'boolean', orders: 'boolean', proposals: 'boolean', reviews: 'boolean' },
});
