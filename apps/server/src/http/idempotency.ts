import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, lt, sql } from 'drizzle-orm';
import type {
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { ORDER_MESSAGES } from '@marketplace/contract';
import type { Database } from '#db/client.ts';
import { idempotencyKeys } from '#db/schema/index.ts';
import { AppError } from '#kernel/app-error.ts';
import { requireAuth } from './auth-guard.ts';

/** A first call still running is waited for this long before a retry is told to come back. */
const WAIT_FOR_FIRST_MS = 10_000;
/** A first call that never recorded its answer (the process died) is given up after this. */
const ABANDONED_AFTER_MS = 60_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey: string | null;
  }
}

/**
 * `Idempotency-Key` for money-moving calls: the first call with a key runs and its answer is
 * kept; a retry with the same key (same caller, same call) gets that answer back and moves
 * nothing. Simultaneous retries wait for the first to finish. Without the header a call runs
 * as usual, and the order's own state checks still stop a second movement.
 */
export const createIdempotency = (db: Database) => {
  const scopeOf = (request: FastifyRequest) => `${request.method} ${request.url.split('?')[0]}`;

  const replay = (reply: FastifyReply, statusCode: number, response: unknown) =>
    reply.header('Idempotent-Replayed', 'true').status(statusCode).send(response);

  const begin: preHandlerHookHandler = async (request, reply) => {
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY_PATTERN.test(key))
      throw new AppError('bad_request', ORDER_MESSAGES.idempotencyKeyInvalid);
    const userId = requireAuth(request).userId;
    const scope = scopeOf(request);
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const [claimed] = await db
        .insert(idempotencyKeys)
        .values({ userId, key, scope })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed) {
        request.idempotencyKey = key;
        return;
      }
      const [first] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!first) continue; // given up between the two statements: claim it again
      if (first.scope !== scope)
        throw new AppError(
          'unprocessable',
          'This Idempotency-Key was already used for another call.',
        );
      if (first.statusCode !== null) return replay(reply, first.statusCode, first.response);
      if (Date.now() - first.createdAt.getTime() > ABANDONED_AFTER_MS) {
        await db
          .delete(idempotencyKeys)
          .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
        continue;
      }
      if (Date.now() > deadline)
        throw new AppError(
          'conflict',
          'The first request with this Idempotency-Key is still running. Try again shortly.',
        );
      await sleep(50);
    }
  };

  /** Keeps the answer of the call that claimed the key; a server failure frees the key. */
  const finish: onSendHookHandler = async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (!key) return payload;
    const where = and(
      eq(idempotencyKeys.userId, requireAuth(request).userId),
      eq(idempotencyKeys.key, key),
    );
    if (reply.statusCode >= 500) {
      await db.delete(idempotencyKeys).where(where);
      return payload;
    }
    const response: unknown = typeof payload === 'string' ? JSON.parse(payload) : null;
    await db.update(idempotencyKeys).set({ statusCode: reply.statusCode, response }).where(where);
    return payload;
  };

  return {
    /** Route options for a money-moving call. */
    routeOptions: { preHandler: begin, onSend: finish },
    /**
     * Account deletion, in its transaction: the person's stored answers, and others' that
     * mention them (an order's answer names both sides). Only retries within the day lose
     * their stored answer, and the order's state answers those anyway.
     */
    forgetUser: async (tx: Database, userId: number, mentions: string[]) => {
      await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
      for (const mention of mentions)
        await tx
          .delete(idempotencyKeys)
          .where(sql`strpos(lower(${idempotencyKeys.response}::text), lower(${mention})) > 0`);
    },
    /** Keys are kept a day: long enough for any client's retries. */
    sweep: async (olderThan: Date) =>
      (
        await db
          .delete(idempotencyKeys)
          .where(lt(idempotencyKeys.createdAt, olderThan))
          .returning({ key: idempotencyKeys.key })
      ).length,
  };
};

export type Idempotency = ReturnType<typeof createIdempotency>;
