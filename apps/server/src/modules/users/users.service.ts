import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  DELETED_USER_NAME,
  VERIFY_MESSAGES,
  type TPublicUser,
  type TRegister,
  type TUpdateUser,
  type TUser,
  type TUserInfo,
} from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import {
  jobPosts,
  orders,
  projects,
  proposals,
  services,
  users,
  type UserRow,
} from '#db/schema/index.ts';
import { AppError } from '#kernel/app-error.ts';
import type { Storage } from '#kernel/storage.ts';
import { publicUrlOf } from '#kernel/storage.ts';
import type { OrdersService } from '#modules/orders/index.ts';
import type { ProjectsService } from '#modules/projects/index.ts';
import type { ProposalsService } from '#modules/proposals/index.ts';
import type { CatalogService } from '#modules/catalog/index.ts';
import { isUniqueViolation } from '#kernel/db-errors.ts';
import type { ReviewsService } from '#modules/reviews/index.ts';
import { nested } from '#kernel/nested-sql.ts';

export const AVATAR_SIDE_PIXELS = 256;
const USER_NOT_FOUND = 'This user does not exist.';
export const USERNAME_TAKEN_MESSAGE = 'That username is already taken.';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';

/**
 * The columns an account's answer is made of. The reads that answer one select only these:
 * neither the password hash nor the moderation columns leave the database for them.
 */
const userDtoColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  email: users.email,
  telephone: users.telephone,
  country: users.country,
  gender: users.gender,
  accountType: users.accountType,
  avatarPath: users.avatarPath,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
};

export const toUserDto = (row: Pick<UserRow, keyof typeof userDtoColumns>): TUser => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  username: row.username,
  email: row.email,
  telephone: row.telephone,
  country: row.country,
  gender: row.gender,
  account_type: row.accountType,
  avatar_url: row.avatarPath ? publicUrlOf('avatars', row.avatarPath) : null,
  verified: row.emailVerifiedAt !== null,
  created_at: row.createdAt.toISOString(),
});

/** Every table `getInfo` reads (the account and its activity counts), for the read cache. */
export const USER_INFO_TABLES = [users, services, projects, proposals, jobPosts, orders];

/** Every table `getMe` reads, for the read cache. */
export const ME_TABLES = [users];

export const createUsersService = (deps: {
  db: Database;
  storage: Storage;
  proposalsService: ProposalsService;
  catalogService: CatalogService;
  projectsService: ProjectsService;
  ordersService: Pick<OrdersService, 'completedSalesSql'>;
  ratings: Pick<ReviewsService, 'ratingOf'>;
}) => {
  const { db, storage } = deps;

  // The two reads every signed-in page makes, prepared once: neither the query builder nor
  // (on PostgreSQL, a named statement per connection) the planner repeats its work each time.
  const findById = db
    .select({ ...userDtoColumns, isAdmin: users.isAdmin })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('users_find_by_id');
  const findInfo = db
    .select({
      ...userDtoColumns,
      services: nested(deps.catalogService.countSql(users.id)),
      projects: nested(deps.projectsService.countSql(users.id)),
      proposals: nested(deps.proposalsService.countForUserSql(users.id, users.accountType)),
      sells: nested(
        sql<number>`case when ${users.accountType} = 'freelancer' then ${deps.ordersService.completedSalesSql(users.id)} else 0 end`,
      ),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('users_find_info');

  const findRow = async (userId: number) => {
    const [row] = await findById.execute({ userId });
    if (!row) throw new AppError('not_found', USER_NOT_FOUND);
    return row;
  };

  /** Throws a 409 naming the field when the username or email is already used by someone else. */
  const assertIdentityFree = async (
    fields: { username?: string; email?: string },
    exceptUserId?: number,
  ) => {
    const fieldErrors: Record<string, string> = {};
    if (fields.username !== undefined) {
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            sql`lower(${users.username}) = lower(${fields.username})`,
            exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
          ),
        )
        .limit(1);
      if (taken) fieldErrors.username = USERNAME_TAKEN_MESSAGE;
    }
    if (fields.email !== undefined) {
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${fields.email})`)
        .limit(1);
      if (taken) fieldErrors.email = EMAIL_TAKEN_MESSAGE;
    }
    const first = Object.values(fieldErrors)[0];
    if (first) throw new AppError('conflict', first, fieldErrors);
  };

  /** Activity counts shown on the home side card, each asked of the module that owns it. */

  return {
    assertIdentityFree,

    /** Stores a new account; the username and email checks answer 409 naming the field. */
    createAccount: async (input: TRegister, passwordHash: string) => {
      await assertIdentityFree({ username: input.username, email: input.email });
      try {
        const [user] = await db
          .insert(users)
          .values({
            username: input.username,
            firstName: input.first_name,
            lastName: input.last_name,
            email: input.email,
            accountType: input.account_type,
            passwordHash,
          })
          .returning({ id: users.id, username: users.username, accountType: users.accountType });
        if (!user) throw new Error('insert returned no row');
        return { id: user.id, username: user.username, account_type: user.accountType };
      } catch (error) {
        // Two registrations racing for the same name: the unique index decides.
        if (isUniqueViolation(error))
          await assertIdentityFree({ username: input.username, email: input.email });
        throw error;
      }
    },

    /** The account behind an email (any case), with what signing in checks. */
    findCredentials: async (email: string) => {
      const [user] = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          passwordHash: users.passwordHash,
          accountType: users.accountType,
          suspendedAt: users.suspendedAt,
        })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return user;
    },

    passwordHashOf: async (userId: number): Promise<string | undefined> => {
      const [user] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return user?.passwordHash;
    },

    /** Runs inside the caller's transaction, so the sessions it ends change together with it. */
    setPasswordHash: async (tx: Database, userId: number, passwordHash: string) => {
      await tx
        .update(users)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    },

    getMe: async (userId: number): Promise<TUser> => {
      const row = await findRow(userId);
      return { ...toUserDto(row), is_admin: row.isAdmin };
    },

    /** Where and how to write to the person, and whether the address is verified. */
    contactOf: async (userId: number, tx: Database = db) => {
      const [row] = await tx
        .select({
          email: users.email,
          firstName: users.firstName,
          verifiedAt: users.emailVerifiedAt,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!row) throw new AppError('not_found', USER_NOT_FOUND);
      return { email: row.email, firstName: row.firstName, verified: row.verifiedAt !== null };
    },

    /**
     * Inside the caller's transaction: the person proved they read `email`, which becomes
     * (or stays) their address, verified. 409 when another account took it meanwhile.
     */
    confirmEmail: async (tx: Database, userId: number, email: string) => {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)))
        .limit(1);
      if (taken) throw new AppError('conflict', VERIFY_MESSAGES.emailTakenMeanwhile);
      const [row] = await tx
        .update(users)
        .set({ email, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning({ email: users.email });
      if (!row) throw new AppError('not_found', USER_NOT_FOUND);
      return row;
    },

    /**
     * The user and their activity counts in one statement: the counts are subqueries each
     * owning module writes (services, projects, proposals, sales), so the page's most
     * frequent read costs one round trip.
     */
    getInfo: async (userId: number): Promise<TUserInfo> => {
      const [found] = await findInfo.execute({ userId });
      if (!found) throw new AppError('not_found', USER_NOT_FOUND);
      const { services, projects, proposals, sells, ...row } = found;
      return { ...toUserDto(row), services, sells, projects, proposals };
    },

    /**
     * Public profile. Email and telephone only for the user themself and for someone who
     * shares a proposal with them (the client reviewing it, the freelancer who sent it).
     */
    getPublic: async (viewerId: number, userId: number): Promise<TPublicUser> => {
      const [row, rating] = await Promise.all([findRow(userId), deps.ratings.ratingOf(userId)]);
      const { email, telephone, ...publicFields } = { ...toUserDto(row), rating };
      const mayContact =
        viewerId === userId || (await deps.proposalsService.shareProposal(viewerId, userId));
      return mayContact ? { ...publicFields, email, telephone } : publicFields;
    },

    /** Only the allowlisted profile fields reach the row; email, role and ids never change here. */
    update: async (userId: number, input: TUpdateUser): Promise<TUser> => {
      if (input.username !== undefined)
        await assertIdentityFree({ username: input.username }, userId);
      const changes: Partial<typeof users.$inferInsert> = {};
      if (input.first_name !== undefined) changes.firstName = input.first_name;
      if (input.last_name !== undefined) changes.lastName = input.last_name;
      if (input.username !== undefined) changes.username = input.username;
      if (input.telephone !== undefined) changes.telephone = input.telephone || null;
      if (input.country !== undefined) changes.country = input.country || null;
      if (input.gender !== undefined) changes.gender = input.gender;
      if (Object.keys(changes).length === 0) return toUserDto(await findRow(userId));
      try {
        const [row] = await db
          .update(users)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(users.id, userId))
          .returning();
        if (!row) throw new AppError('not_found', USER_NOT_FOUND);
        return toUserDto(row);
      } catch (error) {
        if (isUniqueViolation(error) && input.username !== undefined) {
          await assertIdentityFree({ username: input.username }, userId);
        }
        throw error;
      }
    },

    /** `picture`: the received file, read from its path (re-encoded, never moved). */
    setAvatar: async (userId: number, picture: string): Promise<TUser> => {
      const previous = await findRow(userId);
      const name = await storage.saveImage('avatars', picture, AVATAR_SIDE_PIXELS);
      const [row] = await db
        .update(users)
        .set({ avatarPath: name, updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning();
      if (!row) {
        await storage.remove('avatars', name);
        throw new AppError('not_found', USER_NOT_FOUND);
      }
      if (previous.avatarPath) await storage.remove('avatars', previous.avatarPath);
      return toUserDto(row);
    },

    /**
     * Account deletion, first step: the row locked `for update` (a second deletion waits and
     * then finds it erased), with what identifies the person, which the other modules look for.
     */
    lockForErase: async (tx: Database, userId: number) => {
      const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!row) throw new AppError('not_found', USER_NOT_FOUND);
      return row;
    },

    /**
     * The row stays (orders, payouts and the ledger point at it) with nothing of the person:
     * 'Deleted user' to whoever still sees it, and a username and address of its own, so the
     * old email and username are free for a new account. The password is one nobody knows.
     * Answers the removal of the avatar file, to run once the transaction has committed.
     */
    eraseProfile: async (tx: Database, userId: number, unusablePasswordHash: string) => {
      const [previous] = await tx
        .select({ avatarPath: users.avatarPath })
        .from(users)
        .where(eq(users.id, userId));
      await tx
        .update(users)
        .set({
          firstName: DELETED_USER_NAME.first,
          lastName: DELETED_USER_NAME.last,
          username: `deleted-user-${userId}`,
          email: `deleted-user-${userId}@deleted.invalid`,
          passwordHash: unusablePasswordHash,
          telephone: null,
          country: null,
          gender: null,
          avatarPath: null,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId));
      const avatar = previous?.avatarPath;
      return async () => {
        if (avatar) await storage.remove('avatars', avatar);
      };
    },

    /** Of these file names in the avatars folder, the ones still someone's picture. */
    referencedAvatars: async (names: string[]): Promise<Set<string>> => {
      const rows = await db
        .select({ avatarPath: users.avatarPath })
        .from(users)
        .where(inArray(users.avatarPath, names));
      return new Set(rows.flatMap((row) => (row.avatarPath ? [row.avatarPath] : [])));
    },
  };
};

export type UsersService = ReturnType<typeof createUsersService>;
