import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '#config.ts';
import { AppError } from '#kernel/app-error.ts';
import type { RateLimiter } from './rate-limiter.ts';

/**
 * Login and registration are limited per client address and per email, so neither one
 * address trying many accounts nor many addresses trying one account gets far. A password
 * change is limited per account (`account` = the user id), so a stolen token cannot keep
 * guessing the current password.
 */
export const createAuthRateLimit =
  (limiter: RateLimiter, limits: AppConfig['authRateLimit']) =>
  async (
    request: FastifyRequest,
    action: 'login' | 'register' | 'password_change',
    account: string | undefined,
  ) => {
    const checks = [limiter.hit(`${action}:ip:${request.ip}`, limits.perIp, limits.windowSeconds)];
    if (account) {
      checks.push(
        limiter.hit(
          `${action}:account:${account.trim().toLowerCase()}`,
          limits.perEmail,
          limits.windowSeconds,
        ),
      );
    }
    const results = await Promise.all(checks);
    const blocked = results.find((result) => !result.allowed);
    if (blocked) {
      throw new AppError(
        'rate_limited',
        `Too many attempts. Please wait ${blocked.retryAfterSeconds} seconds and try again.`,
      );
    }
  };

export type AuthRateLimit = ReturnType<typeof createAuthRateLimit>;
