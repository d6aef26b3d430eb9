import { eq, sql } from 'drizzle-orm';
import type { TPublicUser, TUpdateUser, TUser, TUserInfo } from '@marketplace/contract';
import type { Database } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { Storage } from '../../storage/storage.ts';
import { publicUrlOf } from '../../storage/storage.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { ProposalsService } from '../proposals/proposals.service.ts';
import type { ServicesService } from '../services/services.service.ts';
import { isUniqueViolation } from '../auth/auth.service.ts';

export const AVATAR_SIDE_PIXELS = 256;
const USER_NOT_FOUND = 'This user does not exist.';

export const toUserDto = (row: UserRow): TUser => ({
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
  created_at: row.createdAt.toISOString(),
});

export const createUsersService = (deps: {
  db: Database;
  storage: Storage;
  authService: AuthService;
  proposalsService: ProposalsService;
  servicesService: ServicesService;
  projectsService: ProjectsService;
}) => {
  const { db, storage } = deps;

  const findRow = async (userId: number): Promise<UserRow> => {
    const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!row) throw new AppError('not_found', USER_NOT_FOUND);
    return row;
  };

  /**
   * Activity counts shown on the home side card, each from the table that holds it. Sells
   * stay 0: buying a service is not part of the product yet (no purchases exist).
   */
  const countActivity = async (row: UserRow) => {
    const [services, projects, proposals] = await Promise.all([
      deps.servicesService.countOf(row.id),
      deps.projectsService.countOf(row.id),
      deps.proposalsService.countForUser(row.id, row.accountType),
    ]);
    return { services, sells: 0, projects, proposals };
  };

  return {
    getMe: async (userId: number): Promise<TUser> => toUserDto(await findRow(userId)),

    getInfo: async (userId: number): Promise<TUserInfo> => {
      const row = await findRow(userId);
      return { ...toUserDto(row), ...(await countActivity(row)) };
    },

    /**
     * Public profile. Email and telephone only for the user themself and for someone who
     * shares a proposal with them (the client reviewing it, the freelancer who sent it).
     */
    getPublic: async (viewerId: number, userId: number): Promise<TPublicUser> => {
      const { email, telephone, ...publicFields } = toUserDto(await findRow(userId));
      const mayContact =
        viewerId === userId || (await deps.proposalsService.shareProposal(viewerId, userId));
      return mayContact ? { ...publicFields, email, telephone } : publicFields;
    },

    /** Only the allowlisted profile fields reach the row; email, role and ids never change here. */
    update: async (userId: number, input: TUpdateUser): Promise<TUser> => {
      if (input.username !== undefined)
        await deps.authService.assertIdentityFree({ username: input.username }, userId);
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
          await deps.authService.assertIdentityFree({ username: input.username }, userId);
        }
        throw error;
      }
    },

    setAvatar: async (userId: number, bytes: Buffer): Promise<TUser> => {
      const previous = await findRow(userId);
      const name = await storage.saveImage('avatars', bytes, AVATAR_SIDE_PIXELS);
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
  };
};

export type UsersService = ReturnType<typeof createUsersService>;
