import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AVATAR_MAX_BYTES,
  dataEnvelope,
  ZPublicUser,
  ZUpdateUser,
  ZUser,
  ZUserInfo,
} from '@marketplace/contract';
import { AppError } from '#kernel/app-error.ts';
import { registerUploadRoutes, withMultipart } from '#http/multipart.ts';
import type { Guards } from '#http/auth-guard.ts';
import { requireAuth } from '#http/auth-guard.ts';
import { ZIdParams } from '#http/params.ts';
import { sendCachedRead } from '#http/cached-read.ts';
import type { ReadCache } from '#kernel/read-cache.ts';
import { USER_INFO_TABLES, type UsersService } from './users.service.ts';

export const registerUserRoutes = (
  app: FastifyInstance,
  deps: {
    usersService: UsersService;
    guards: Guards;
    readCache: ReadCache;
  },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { usersService, guards, readCache } = deps;

  api.get(
    '/api/user',
    {
      schema: { tags: ['users'], response: { 200: dataEnvelope(ZUserInfo) } },
      ...guards.signedIn('own'),
    },
    async (request, reply) =>
      sendCachedRead(readCache, request, reply, USER_INFO_TABLES, async () => ({
        data: await usersService.getInfo(requireAuth(request).userId),
      })),
  );

  api.post(
    '/api/user',
    {
      schema: { tags: ['users'], body: ZUpdateUser, response: { 200: dataEnvelope(ZUser) } },
      ...guards.signedIn('own'),
    },
    async (request) => ({
      data: await usersService.update(requireAuth(request).userId, request.body),
    }),
  );

  registerUploadRoutes(app, (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    uploads.post(
      '/api/user/avatar',
      {
        schema: { tags: ['users'], response: { 200: dataEnvelope(ZUser) } },
        ...guards.signedIn('own'),
      },
      async (request) => {
        const auth = requireAuth(request);
        const limits = {
          maxFiles: 1,
          maxFileBytes: AVATAR_MAX_BYTES,
          tooManyMessage: 'Upload one picture at a time.',
          tooLargeMessage: `A profile picture is at most ${AVATAR_MAX_BYTES / (1024 * 1024)} MB.`,
          // The picture replaces the previous one at once: never a draft.
          drafts: false,
        };
        const data = await withMultipart(request, limits, async ({ files: [file] }) => {
          if (!file)
            throw new AppError('unprocessable', 'Choose a picture to upload.', {
              avatar: 'Choose a picture to upload.',
            });
          return usersService.setAvatar(auth.userId, file.path);
        });
        return { data };
      },
    );
  });

  api.get(
    '/api/user/:id',
    {
      schema: { tags: ['users'], params: ZIdParams, response: { 200: dataEnvelope(ZPublicUser) } },
      ...guards.signedIn('everyone'),
    },
    async (request) => ({
      data: await usersService.getPublic(requireAuth(request).userId, request.params.id),
    }),
  );
};
