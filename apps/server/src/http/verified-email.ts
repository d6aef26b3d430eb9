import type { preValidationHookHandler } from 'fastify';
import { eq, isNotNull, and, sql } from 'drizzle-orm';
import { VERIFY_MESSAGES } from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { users } from '#db/schema/index.ts';
import { AppError } from '#kernel/app-error.ts';
import { requireAuth } from './auth-guard.ts';

/**
 * Money needs a verified email: spread into a route that pays, delivers for pay or pays
 * out. It refuses (403) before validation and before an Idempotency-Key is recorded, so the
 * refusal changes nothing and a retry with the same key works once the address is verified.
 */
export const createVerifiedEmailGate = (db: Database) => {
  const isVerified = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('userId')), isNotNull(users.emailVerifiedAt)))
    .limit(1)
    .prepare('users_email_verified');

  const preValidation: preValidationHookHandler = async (request) => {
    const [row] = await isVerified.execute({ userId: requireAuth(request).userId });
    if (!row) throw new AppError('forbidden', VERIFY_MESSAGES.moneyLocked);
  };
  return { preValidation };
};

export type VerifiedEmailGate = ReturnType<typeof createVerifiedEmailGate>;
