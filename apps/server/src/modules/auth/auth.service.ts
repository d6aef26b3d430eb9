import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TChangePassword, TLoginResult, TRegister } from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { emailVerifications, passwordResets, sessions, users } from '#db/schema/index.ts';
import { AppError } from '#kernel/app-error.ts';
import type { RealtimeHub } from '#realtime/hub.ts';
import type { UsersService } from '#modules/users/index.ts';
import type { TokenSigner } from './tokens.ts';
import type { SessionCache } from './session-cache.ts';
import { createSessionEnder } from './end-sessions.ts';
import type { AuthContext } from '#kernel/auth-context.ts';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';
export const SUSPENDED_MESSAGE =
  'This account is suspended. Write to the site’s team if you think this is a mistake.';

// A fixed hash to verify against when the email is unknown, so that a wrong email and a
// wrong password take the same time and cannot be told apart.
let dummyHash: Promise<string> | undefined;

export const hashPassword = (password: string) => hash(password);

/** What auth needs from the module that owns the `users` table. */
type Accounts = Pick<
  UsersService,
  'createAccount' | 'findCredentials' | 'passwordHashOf' | 'setPasswordHash'
>;

export const createAuthService = (deps: {
  db: Database;
  accounts: Accounts;
  tokens: TokenSigner;
  realtime: RealtimeHub;
  sessionTtlSeconds: number;
  sessionCache: SessionCache;
}) => {
  const { db, accounts, tokens, realtime, sessionCache } = deps;

  // Runs on nearly every request: prepared once, so neither the query builder nor (on
  // PostgreSQL, a named statement per connection) the planner repeats its work each time.
  const findLiveSession = db
    .select({
      userId: sessions.userId,
      accountType: users.accountType,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        // Suspension revokes the sessions too; this covers the moment in between.
        isNull(users.suspendedAt),
      ),
    )
    .limit(1)
    .prepare('auth_find_live_session');
  // A revocation made anywhere reaches every instance through the bus, this one included
  // (the bus delivers here before it returns), and each forgets the sessions at once.
  realtime.onSessionsRevoked(sessionCache.forgetSessions);
  const endAllSessions = createSessionEnder(realtime);

  const startSession = async (userId: number): Promise<string> => {
    const sessionId = randomBytes(18).toString('base64url');
    const expiresAt = new Date(Date.now() + deps.sessionTtlSeconds * 1000);
    await db.insert(sessions).values({ id: sessionId, userId, expiresAt });
    return tokens.sign({ userId, sessionId }, expiresAt);
  };

  return {
    register: async (input: TRegister) =>
      accounts.createAccount(input, await hashPassword(input.password)),

    login: async (email: string, password: string): Promise<TLoginResult> => {
      const user = await accounts.findCredentials(email);
      if (!user) {
        dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
        await verify(await dummyHash, password);
        throw new AppError('unauthorized', INVALID_CREDENTIALS_MESSAGE);
      }
      if (!(await verify(user.passwordHash, password))) {
        throw new AppError('unauthorized', INVALID_CREDENTIALS_MESSAGE);
      }
      // Said only to the person who knows the password, so it reveals nothing to others.
      if (user.suspendedAt !== null) throw new AppError('forbidden', SUSPENDED_MESSAGE);
      return { access_token: await startSession(user.id), account_type: user.accountType };
    },

    /** The session behind a bearer token, or undefined when it is invalid, expired or revoked. */
    authenticate: async (token: string): Promise<AuthContext | undefined> => {
      const cached = sessionCache.get(token);
      if (cached) return cached;
      const claims = await tokens.verify(token);
      if (!claims) return undefined;
      const [row] = await findLiveSession.execute({ sessionId: claims.sessionId });
      if (!row || row.userId !== claims.userId) return undefined;
      const auth = {
        userId: row.userId,
        sessionId: claims.sessionId,
        accountType: row.accountType,
      };
      sessionCache.set(token, auth, row.expiresAt);
      return auth;
    },

    logout: async (sessionId: string) => {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(eq(sessions.id, sessionId));
      await realtime.closeSessions([sessionId]);
    },

    endAllSessions,

    /** Throws a 422 on the password field unless it is the account's current password. */
    confirmPassword: async (userId: number, password: string, message: string) => {
      const currentHash = await accounts.passwordHashOf(userId);
      if (!currentHash || !(await verify(currentHash, password)))
        throw new AppError('unprocessable', message, { password: message });
    },

    /**
     * For a deleted account, inside its transaction: every session ends (announced once it
     * commits) and its unused reset links go.
     */
    eraseAccount: async (tx: Database, userId: number) => {
      await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
      // Verification links hold the addresses the person used or asked to change to.
      await tx.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
      return endAllSessions(tx, userId);
    },

    /** Changes the password and ends every other session of the user, on every instance. */
    changePassword: async (auth: AuthContext, input: TChangePassword) => {
      const currentHash = await accounts.passwordHashOf(auth.userId);
      if (!currentHash || !(await verify(currentHash, input.current_password))) {
        throw new AppError('unprocessable', 'Current password is incorrect.', {
          current_password: 'Current password is incorrect.',
        });
      }
      const passwordHash = await hashPassword(input.new_password);
      const ended = await db.transaction(async (tx) => {
        await accounts.setPasswordHash(tx, auth.userId, passwordHash);
        return endAllSessions(tx, auth.userId, { except: auth.sessionId });
      });
      await ended.announce();
      return { changed: true, sessions_ended: ended.count };
    },
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
