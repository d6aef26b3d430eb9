import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AVATAR_MAX_BYTES,
  dataEnvelope,
  ZChangePassword,
  ZPublicUser,
  ZUpdateUser,
  ZUser,
  ZUserInfo,
} from '@marketplace/contract';
import { AppError } from '../../http/app-error.ts';
import { readMultipart } from '../../http/multipart.ts';
import type { Guards } from '../../http/auth-guard.ts';
import type { AuthRateLimit } from '../../http/auth-rate-limit.ts';
import { requireAuth } from '../../http/auth-guard.ts';
import { ZIdParams } from '../../http/params.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { UsersService } from './users.service.ts';

export const registerUserRoutes = (
  app: FastifyInstance,
  deps: {
    usersService: UsersService;
    authService: AuthService;
    guards: Guards;
    rateLimit: AuthRateLimit;
  },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { usersService, authService, guards, rateLimit } = deps;

  api.get(
    '/api/user',
    {
      schema: { tags: ['users'], response: { 200: dataEnvelope(ZUserInfo) } },
      onRequest: guards.signedIn,
    },
    async (request) => ({ data: await usersService.getInfo(requireAuth(request).userId) }),
  );

  api.post(
    '/api/user',
    {
      schema: { tags: ['users'], body: ZUpdateUser, response: { 200: dataEnvelope(ZUser) } },
      onRequest: guards.signedIn,
    },
    async (request) => ({
      data: await usersService.update(requireAuth(request).userId, request.body),
    }),
  );

  api.post(
    '/api/user/avatar',
    {
      schema: { tags: ['users'], response: { 200: dataEnvelope(ZUser) } },
      onRequest: guards.signedIn,
    },
    async (request) => {
      const auth = requireAuth(request);
      const { files } = await readMultipart(request, {
        maxFiles: 1,
        maxFileBytes: AVATAR_MAX_BYTES,
        tooManyMessage: 'Upload one picture at a time.',
        tooLargeMessage: `A profile picture is at most ${AVATAR_MAX_BYTES / (1024 * 1024)} MB.`,
      });
      const [file] = files;
      if (!file)
        throw new AppError('unprocessable', 'Choose a picture to upload.', {
          avatar: 'Choose a picture to upload.',
        });
      return { data: await usersService.setAvatar(auth.userId, file.bytes) };
    },
  );

  api.post(
    '/api/user/password',
    {
      schema: {
        tags: ['users'],
        body: ZChangePassword,
        response: {
          200: dataEnvelope(z.object({ changed: z.literal(true), sessions_ended: z.number() })),
        },
      },
      onRequest: guards.signedIn,
      preValidation: async (request) =>
        rateLimit(request, 'password_change', String(requireAuth(request).userId)),
    },
    async (request) => {
      const result = await authService.changePassword(requireAuth(request), request.body);
      return { data: { changed: true as const, sessions_ended: result.sessions_ended } };
    },
  );

  api.get(
    '/api/user/:id',
    {
      schema: { tags: ['users'], params: ZIdParams, response: { 200: dataEnvelope(ZPublicUser) } },
      onRequest: guards.signedIn,
    },
    async (request) => ({
      data: await usersService.getPublic(requireAuth(request).userId, request.params.id),
    }),
  );
};
