import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { TChangePassword, TLoginResult, TRegister, TAccountType } from '@marketplace/contract';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import type { TokenSigner } from './tokens.ts';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';
export const USERNAME_TAKEN_MESSAGE = 'That username is already taken.';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';

export type AuthContext = { userId: number; sessionId: string; accountType: TAccountType };

// A fixed hash to verify against when the email is unknown, so that a wrong email and a
// wrong password take the same time and cannot be told apart.
let dummyHash: Promise<string> | undefined;

export const hashPassword = (password: string) => hash(password);

export const createAuthService = (deps: {
  db: Database;
  tokens: TokenSigner;
  realtime: RealtimeHub;
  sessionTtlSeconds: number;
}) => {
  const { db, tokens, realtime } = deps;

  const startSession = async (userId: number): Promise<string> => {
    const sessionId = randomBytes(18).toString('base64url');
    const expiresAt = new Date(Date.now() + deps.sessionTtlSeconds * 1000);
    await db.insert(sessions).values({ id: sessionId, userId, expiresAt });
    return tokens.sign({ userId, sessionId }, expiresAt);
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

  return {
    assertIdentityFree,

    register: async (input: TRegister) => {
      await assertIdentityFree({ username: input.username, email: input.email });
      const passwordHash = await hashPassword(input.password);
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

    login: async (email: string, password: string): Promise<TLoginResult> => {
      const [user] = await db
        .select({ id: users.id, passwordHash: users.passwordHash, accountType: users.accountType })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      if (!user) {
        dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
        await verify(await dummyHash, password);
        throw new AppError('unauthorized', INVALID_CREDENTIALS_MESSAGE);
      }
      if (!(await verify(user.passwordHash, password))) {
        throw new AppError('unauthorized', INVALID_CREDENTIALS_MESSAGE);
      }
      return { access_token: await startSession(user.id), account_type: user.accountType };
    },

    /** The session behind a bearer token, or undefined when it is invalid, expired or revoked. */
    authenticate: async (token: string): Promise<AuthContext | undefined> => {
      const claims = await tokens.verify(token);
      if (!claims) return undefined;
      const [row] = await db
        .select({ userId: sessions.userId, accountType: users.accountType })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, claims.sessionId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      if (!row || row.userId !== claims.userId) return undefined;
      return { userId: row.userId, sessionId: claims.sessionId, accountType: row.accountType };
    },

    logout: async (sessionId: string) => {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(eq(sessions.id, sessionId));
      await realtime.closeSessions([sessionId]);
    },

    /** Changes the password and ends every other session of the user, on every instance. */
    changePassword: async (auth: AuthContext, input: TChangePassword) => {
      const [user] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, auth.userId))
        .limit(1);
      if (!user || !(await verify(user.passwordHash, input.current_password))) {
        throw new AppError('unprocessable', 'Current password is incorrect.', {
          current_password: 'Current password is incorrect.',
        });
      }
      const passwordHash = await hashPassword(input.new_password);
      const revoked = await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: sql`now()` })
          .where(eq(users.id, auth.userId));
        return tx
          .update(sessions)
          .set({ revokedAt: sql`now()` })
          .where(
            and(
              eq(sessions.userId, auth.userId),
              ne(sessions.id, auth.sessionId),
              isNull(sessions.revokedAt),
            ),
          )
          .returning({ id: sessions.id });
      });
      await realtime.closeSessions(revoked.map((row) => row.id));
      return { changed: true, sessions_ended: revoked.length };
    },
  };
};

export type AuthService = ReturnType<typeof createAuthService>;

export const isUniqueViolation = (error: unknown): boolean => {
  const code =
    (error as { code?: string; cause?: { code?: string } } | undefined)?.code ??
    (error as { cause?: { code?: string } } | undefined)?.cause?.code;
  return code === '23505';
};
