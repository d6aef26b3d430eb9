import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { TAdminUser } from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { users, type UserRow } from '#db/schema/index.ts';
import { AppError } from '#kernel/app-error.ts';
import { toUserDto } from './users.service.ts';

const USER_NOT_FOUND = 'This user does not exist.';

export const toAdminUserDto = (row: UserRow): TAdminUser => ({
  ...toUserDto(row),
  email: row.email,
  is_admin: row.isAdmin,
  suspended_at: row.suspendedAt?.toISOString() ?? null,
});

/** What the admin console and the operator's command change on accounts. */
export const createUserAdmin = (deps: { db: Database }) => {
  const { db } = deps;

  return {
    /** Read fresh on every admin request, so revoking the role takes effect at once. */
    isAdmin: async (userId: number): Promise<boolean> => {
      const [row] = await db
        .select({ isAdmin: users.isAdmin })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.isAdmin === true;
    },

    /** The operator's `npm run admin` command: grants or revokes the role by email. */
    setAdmin: async (email: string, isAdmin: boolean) => {
      const [row] = await db
        .update(users)
        .set({ isAdmin, updatedAt: sql`now()` })
        .where(sql`lower(${users.email}) = lower(${email})`)
        .returning();
      return row ? toAdminUserDto(row) : undefined;
    },

    /**
     * The operator's `npm run admin -- create EMAIL`: a new account that is an admin from the
     * start (a client account, so it can browse the marketplace too).
     */
    createAdmin: async (email: string, passwordHash: string) => {
      const local = email.split('@')[0]?.replace(/[^A-Za-z0-9_]/g, '') || 'admin';
      const [row] = await db
        .insert(users)
        .values({
          firstName: 'Site',
          lastName: 'Admin',
          username: `${local.slice(0, 20)}_${Date.now().toString(36)}`,
          email,
          passwordHash,
          accountType: 'client',
          isAdmin: true,
        })
        .onConflictDoNothing()
        .returning();
      return row ? toAdminUserDto(row) : undefined;
    },

    listAdmins: async () =>
      (await db.select().from(users).where(eq(users.isAdmin, true)).orderBy(users.id)).map(
        toAdminUserDto,
      ),

    /** Accounts whose username, name or email contains the words, newest first. */
    search: async (query: string, limit: number): Promise<TAdminUser[]> => {
      const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await db
        .select()
        .from(users)
        .where(
          query === ''
            ? undefined
            : or(
                ilike(users.username, pattern),
                ilike(users.email, pattern),
                ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
              ),
        )
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit);
      return rows.map(toAdminUserDto);
    },

    /** Suspends or restores in the caller's transaction; answers the account before and after. */
    setSuspended: async (tx: Database, userId: number, suspended: boolean) => {
      const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!before) throw new AppError('not_found', USER_NOT_FOUND);
      if (before.isAdmin && suspended)
        throw new AppError('conflict', 'An admin cannot be suspended. Revoke the role first.');
      const [after] = await tx
        .update(users)
        .set({ suspendedAt: suspended ? (before.suspendedAt ?? new Date()) : null })
        .where(eq(users.id, userId))
        .returning();
      if (!after) throw new Error('update returned no row');
      return { before: toAdminUserDto(before), after: toAdminUserDto(after) };
    },
  };
};

export type UserAdmin = ReturnType<typeof createUserAdmin>;
