import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { users } from '#db/schema/index.ts';
import { AppError } from './app-error.ts';
import { publicUrlOf } from './storage.ts';

/** A user named in a path by numeric id or by username (any case); 404 when there is none. */
export const resolveUserRef = async (db: Database, ref: string): Promise<number> => {
  const byId = /^\d{1,10}$/.test(ref) ? Number(ref) : undefined;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      byId !== undefined && byId <= 2_147_483_647
        ? eq(users.id, byId)
        : sql`lower(${users.username}) = lower(${ref})`,
    )
    .limit(1);
  if (!row) throw new AppError('not_found', 'This user does not exist.');
  return row.id;
};

/** The public summary shown next to a service or project. */
export const ownerColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarPath: users.avatarPath,
  emailVerifiedAt: users.emailVerifiedAt,
};

/** The same summary as one json value (`toOwnerDto` takes it as it takes `ownerColumns`). */
export const ownerJsonSql = sql<OwnerJson>`json_build_object('id', ${users.id},
  'username', ${users.username}, 'firstName', ${users.firstName}, 'lastName', ${users.lastName},
  'avatarPath', ${users.avatarPath}, 'emailVerifiedAt', ${users.emailVerifiedAt})`;

type OwnerJson = {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  avatarPath: string | null;
  /** A Date from `ownerColumns`, the database's text from `ownerJsonSql`. */
  emailVerifiedAt: Date | string | null;
};

export const toOwnerDto = (owner: OwnerJson) => ({
  id: owner.id,
  username: owner.username,
  first_name: owner.firstName,
  last_name: owner.lastName,
  avatar_url: owner.avatarPath ? publicUrlOf('avatars', owner.avatarPath) : null,
  verified: owner.emailVerifiedAt !== null,
});

/**
 * True while the account owning a listing is not suspended: a suspended person's jobs,
 * services and projects disappear from every list and page, and come back when restored.
 * Asked row by row, off a partial index of the suspended (a few people at most). `offset 0`
 * keeps PostgreSQL from turning the check into an anti-join: it then estimates the join's
 * output from the owners' statistics, and where one client owns most of the jobs (the
 * bench's 100,000) it expected one row to survive, so it joined and sorted every job
 * instead of walking the newest-first index for a page (150 ms a page instead of 0.5).
 */
export const ownerNotSuspended = (ownerId: SQLWrapper) =>
  sql`not exists (select 1 from ${users} where ${users.id} = ${ownerId} and ${users.suspendedAt} is not null offset 0)`;
