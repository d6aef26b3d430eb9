import type { FastifyRequest } from 'fastify';
import type { Table } from 'drizzle-orm';
import type { ReadCache } from '#kernel/read-cache.ts';
import { requireAuth } from './auth-guard.ts';

/**
 * A signed-in read answered through the read cache, keyed by who asks and everything they
 * asked: the caller (answers say what is theirs: saved, applied, is_owner), the method, the
 * address with its query, and a read's validated body (`POST` reads such as a chat's
 * messages). Called in the handler, after the route's guard has let the caller in.
 */
export const cachedRead = <T>(
  cache: ReadCache,
  request: FastifyRequest,
  tables: readonly Table[],
  read: () => Promise<T>,
): Promise<T> => {
  const { userId } = requireAuth(request);
  const body = request.body === undefined ? '' : JSON.stringify(request.body);
  return cache.answer(`${userId} ${request.method} ${request.url} ${body}`, tables, read);
};
