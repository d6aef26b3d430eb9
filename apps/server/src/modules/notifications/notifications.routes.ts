import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ZNotification, zPageLimit } from '@marketplace/contract';
import type { Guards } from '#http/auth-guard.ts';
import { requireAuth } from '#http/auth-guard.ts';
import { ZId } from '#http/params.ts';
import { sendCachedRead } from '#http/cached-read.ts';
import type { ReadCache } from '#kernel/read-cache.ts';
import { NOTIFICATIONS_TABLES, type NotificationsService } from './notifications.service.ts';

export const registerNotificationRoutes = (
  app: FastifyInstance,
  deps: { notificationsService: NotificationsService; guards: Guards; readCache: ReadCache },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { notificationsService, guards, readCache } = deps;

  api.get(
    '/api/notifications',
    {
      schema: {
        tags: ['notifications'],
        querystring: z.object({
          limit: zPageLimit(20),
          cursor: z.optional(z.string().check(z.maxLength(200))),
        }),
        response: {
          200: z.object({
            data: z.array(ZNotification),
            meta: z.object({ next_cursor: z.nullable(z.string()), unread_count: z.number() }),
          }),
        },
      },
      ...guards.signedIn('own'),
    },
    async (request, reply) =>
      sendCachedRead(readCache, request, reply, NOTIFICATIONS_TABLES, () =>
        notificationsService.list(requireAuth(request).userId, request.query),
      ),
  );

  api.post(
    '/api/notifications/read',
    {
      schema: {
        tags: ['notifications'],
        description: 'Marks one notification read when `id` is given, otherwise all of them.',
        body: z.optional(z.object({ id: z.optional(ZId) })),
        response: { 200: z.object({ data: z.object({ unread_count: z.number() }) }) },
      },
      ...guards.signedIn('own'),
    },
    async (request) => ({
      data: await notificationsService.markRead(requireAuth(request).userId, request.body?.id),
    }),
  );
};
