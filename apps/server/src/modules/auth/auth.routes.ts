import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  ZAccountType,
  ZChangePassword,
  ZLogin,
  ZLoginResult,
  ZRegister,
  ZUser,
} from '@marketplace/contract';
import type { AuthRateLimit } from '#http/auth-rate-limit.ts';
import type { Guards } from '#http/auth-guard.ts';
import { requireAuth } from '#http/auth-guard.ts';
import type { UsersService } from '#modules/users/index.ts';
import type { AuthService } from './auth.service.ts';

const emailOf = (body: unknown) =>
  typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string'
    ? body.email
    : undefined;

export const registerAuthRoutes = (
  app: FastifyInstance,
  deps: {
    authService: AuthService;
    usersService: UsersService;
    guards: Guards;
    rateLimit: AuthRateLimit;
  },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { authService, usersService, guards, rateLimit } = deps;

  api.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['auth'],
        body: ZRegister,
        response: {
          201: dataEnvelope(
            z.object({ id: z.number(), username: z.string(), account_type: ZAccountType }),
          ),
        },
      },
      // Counted before validation, so malformed attempts count too.
      preValidation: async (request) => rateLimit(request, 'register', emailOf(request.body)),
    },
    async (request, reply) =>
      reply.status(201).send({ data: await authService.register(request.body) }),
  );

  api.post(
    '/api/auth/login',
    {
      schema: { tags: ['auth'], body: ZLogin, response: { 200: dataEnvelope(ZLoginResult) } },
      preValidation: async (request) => rateLimit(request, 'login', emailOf(request.body)),
    },
    async (request) => ({
      data: await authService.login(request.body.email, request.body.password),
    }),
  );

  api.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        response: { 200: dataEnvelope(z.object({ logged_out: z.literal(true) })) },
      },
      onRequest: guards.signedIn,
    },
    async (request) => {
      await authService.logout(requireAuth(request).sessionId);
      return { data: { logged_out: true as const } };
    },
  );

  api.get(
    '/api/auth/me',
    {
      schema: { tags: ['auth'], response: { 200: dataEnvelope(ZUser) } },
      onRequest: guards.signedIn,
    },
    async (request) => ({ data: await usersService.getMe(requireAuth(request).userId) }),
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
};
