import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Table } from 'drizzle-orm';
import type { ReadCache } from '#kernel/read-cache.ts';
import { requireAuth } from './auth-guard.ts';

/**
 * Answers a signed-in read through the read cache: `read`'s answer written by the route's own
 * response serializer (only its schema's fields, as any answer), kept by who asks and what
 * they asked as the route validated it: the caller (answers say what is theirs: saved,
 * applied, is_owner), the route, and its parameters, query and body. Called in the handler,
 * after the route's guard has let the caller in.
 */
export const sendCachedRead = async <T>(
  cache: ReadCache,
  request: FastifyRequest,
  reply: FastifyReply,
  tables: readonly Table[],
  read: () => Promise<T>,
): Promise<FastifyReply> => {
  const { userId } = requireAuth(request);
  const asked = JSON.stringify([request.params, request.query, request.body]);
  const key = `${userId} ${request.method} ${request.routeOptions.url} ${asked}`;
  // The route's serializers write strings (`response-serializer.ts`).
  const body = await cache.answer(key, tables, async () => String(reply.serialize(await read())));
  return reply.type('application/json; charset=utf-8').send(body);
};
