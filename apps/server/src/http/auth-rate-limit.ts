import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '#config.ts';
import { AppError } from '#kernel/app-error.ts';
import { secondsToWait, type RateLimiter } from './rate-limiter.ts';

/** The longest email address there is (the contract refuses longer ones on sign-up). */
export const EMAIL_MAX_LENGTH = 254;

/** Verification mails one account may ask for per window (resends and address changes). */
export const VERIFICATION_MAILS_PER_WINDOW = 5;
export const VERIFICATION_MAIL_WINDOW_SECONDS = 600;

/** Once an account has had its limit of failed sign-ins, each attempt waits this long first… */
export const SLOWDOWN_FIRST_MS = 250;
/** …doubling with each further failure up to this. */
export const SLOWDOWN_MAX_MS = 4000;

/**
 * The rate-limit key of an email: a short hash of its normalized form (trimmed, lower case,
 * as validation normalizes it), so that a huge or odd email costs no memory. Undefined when
 * the value is not an email validation could accept; such a request is refused by validation.
 */
export const emailKeyOf = (email: unknown): string | undefined => {
  if (typeof email !== 'string') return undefined;
  const trimmed = email.trim();
  if (!trimmed || trimmed.length > EMAIL_MAX_LENGTH) return undefined;
  return createHash('sha256').update(trimmed.toLowerCase()).digest('base64url').slice(0, 22);
};

const emailOf = (body: unknown): unknown =>
  typeof body === 'object' && body !== null && 'email' in body ? body.email : undefined;

const realWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Limits on signing in, signing up and changing a password.
 *
 * - Every attempt counts against the client address (`perIp` per window), malformed ones too.
 * - Failed sign-ins count against the pair (email, address): past `perEmail` that address is
 *   refused for that account until the window ends. A successful sign-in clears the pair.
 * - Failed sign-ins also count against the email from everywhere: past `perEmail` each further
 *   attempt on the account waits first (250 ms, doubling to 4 s). It is never refused, so a
 *   guesser elsewhere can slow the owner down but cannot lock them out of their account.
 * - Sign-ups count per email as well; a password change counts per account (the user id), so
 *   a stolen token cannot keep guessing the current password.
 */
export const createAuthRateLimit = (
  limiter: RateLimiter,
  limits: AppConfig['authRateLimit'],
  options: { wait?: (ms: number) => Promise<void> } = {},
) => {
  const wait = options.wait ?? realWait;

  const refuse = (retryAfterSeconds: number) =>
    AppError.rateLimited(
      `Too many attempts. Please wait ${secondsToWait(retryAfterSeconds)} and try again.`,
      retryAfterSeconds,
    );

  const check = async (key: string, limit: number) => {
    const result = await limiter.hit(key, limit, limits.windowSeconds);
    if (!result.allowed) throw refuse(result.retryAfterSeconds);
  };

  const limitAddress = (request: FastifyRequest, action: string) =>
    check(`${action}:ip:${request.ip}`, limits.perIp);

  const pairKey = (request: FastifyRequest, emailKey: string) =>
    `login:pair:${emailKey}:${request.ip}`;
  const accountFailuresKey = (emailKey: string) => `login:failed:${emailKey}`;

  return {
    /** Before a sign-in is validated (so malformed attempts count against the address). */
    beforeLogin: async (request: FastifyRequest) => {
      await limitAddress(request, 'login');
      const emailKey = emailKeyOf(emailOf(request.body));
      if (!emailKey) return;
      // The pair counts every attempt up front and forgets them on success, which counts the
      // failures without letting a burst of parallel guesses slip past the check.
      await check(pairKey(request, emailKey), limits.perEmail);
      const failures = await limiter.count(accountFailuresKey(emailKey));
      const beyond = failures.count - limits.perEmail;
      if (beyond >= 0) {
        const delayMs = Math.min(SLOWDOWN_MAX_MS, SLOWDOWN_FIRST_MS * 2 ** beyond);
        request.log.info({ delayMs }, 'sign-in slowed down after repeated failures');
        await wait(delayMs);
      }
    },

    /** Runs the sign-in and records how it went. */
    trackLogin: async <T>(
      request: FastifyRequest,
      email: string,
      attempt: () => Promise<T>,
    ): Promise<T> => {
      const emailKey = emailKeyOf(email);
      try {
        const result = await attempt();
        if (emailKey) await limiter.reset(pairKey(request, emailKey));
        return result;
      } catch (error) {
        if (emailKey && error instanceof AppError && error.code === 'unauthorized') {
          await limiter.hit(accountFailuresKey(emailKey), limits.perEmail, limits.windowSeconds);
        }
        throw error;
      }
    },

    /** Before a sign-up is validated. */
    beforeRegister: async (request: FastifyRequest) => {
      await limitAddress(request, 'register');
      const emailKey = emailKeyOf(emailOf(request.body));
      if (emailKey) await check(`register:email:${emailKey}`, limits.perEmail);
    },

    /** Reset links asked for: per address, and per email so nobody floods one inbox. */
    beforePasswordResetRequest: async (request: FastifyRequest) => {
      await limitAddress(request, 'password_reset');
      const emailKey = emailKeyOf(emailOf(request.body));
      if (emailKey) await check(`password_reset:email:${emailKey}`, limits.perEmail);
    },

    /** Reset links used (or guessed): per address. */
    beforePasswordResetUse: (request: FastifyRequest) =>
      limitAddress(request, 'password_reset_use'),

    /**
     * Verification links mailed on request (the resend button, a new address): per account,
     * tighter than the other limits, as each one fills someone's inbox. A change of address
     * checks the password, so this also bounds guesses through it.
     */
    beforeVerificationMail: async (request: FastifyRequest, userId: number) => {
      await limitAddress(request, 'verify_mail');
      const result = await limiter.hit(
        `verify_mail:account:${userId}`,
        VERIFICATION_MAILS_PER_WINDOW,
        VERIFICATION_MAIL_WINDOW_SECONDS,
      );
      if (!result.allowed) throw refuse(result.retryAfterSeconds);
    },

    /** Verification links opened (or guessed): per address. */
    beforeVerificationUse: (request: FastifyRequest) => limitAddress(request, 'verify_use'),

    beforePasswordChange: async (request: FastifyRequest, userId: number) => {
      await limitAddress(request, 'password_change');
      await check(`password_change:account:${userId}`, limits.perEmail);
    },
  };
};

export type AuthRateLimit = ReturnType<typeof createAuthRateLimit>;
