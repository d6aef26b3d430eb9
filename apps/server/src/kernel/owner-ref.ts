import { USERNAME_PATTERN } from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { AppError } from './app-error.ts';
import { resolveUserRef } from './user-ref.ts';

/**
 * The owner named in `/api/user/{ref}/services|projects`: a numeric id or a username. A ref
 * that can be neither names no one, so it is a 404 without a query (and text PostgreSQL
 * cannot hold, such as NUL, never reaches it).
 */
export const resolveOwnerRef = async (db: Database, ref: string): Promise<number> => {
  if (!/^\d{1,10}$/.test(ref) && !USERNAME_PATTERN.test(ref))
    throw new AppError('not_found', 'This user does not exist.');
  return resolveUserRef(db, ref);
};
