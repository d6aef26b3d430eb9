import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  dataEnvelope,
  MESSAGES,
  RESET_MESSAGES,
  ZRegisterResult,
  ZForgotPassword,
  ZResetPassword,
  ZChangePassword,
  ZLogin,
  ZLoginResult,
  ZRegister,
  ZUser,
} from '@marketplace/contract';
import { EMAIL_MAX_LENGTH, type AuthRateLimit } from '#http/auth-rate-limit.ts';
import type { Guards } from '#http/auth-guard.ts';
import { requireAuth } from '#http/auth-guard.ts';
import { publicRoute } from '#http/route-access.ts';
import { sendCachedRead } from '#http/cached-read.ts';
import type { ReadCache } from '#kernel/read-cache.ts';
import { ME_TABLES, type UsersService } from '#modules/users/index.ts';
import type { AuthService } from './auth.service.ts';
import type { PasswordReset } from './password-reset.ts';
import type { EmailVerification } from './email-verification.ts';
import { registerVerificationRoutes } from './verification.routes.ts';

// No real email is longer; a longer one is refused like any other invalid field rather
// than looked up.
const ZLoginBody = z.extend(ZLogin, {
  email: ZLogin.shape.email.check(z.maxLength(EMAIL_MAX_LENGTH, MESSAGES.emailInvalid)),
});

export const registerAuthRoutes = (
  app: FastifyInstance,
  deps: {
    authService: AuthService;
    usersService: UsersService;
    guards: Guards;
    rateLimit: AuthRateLimit;
    passwordReset: PasswordReset;
    emailVerification: EmailVerification;
    readCache: ReadCache;
  },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { authService, usersService, guards, rateLimit, passwordReset, emailVerification } = deps;
  const { readCache } = deps;
  registerVerificationRoutes(app, { guards, rateLimit, emailVerification });

  api.post(
    '/api/auth/forgot_password',
    {
      schema: {
        tags: ['auth'],
        description:
          'Mails a link to choose a new password. The answer is the same whether or not an ' +
          'account uses the email.',
        body: ZForgotPassword,
        response: { 200: z.object({ msg: z.string() }) },
      },
      ...publicRoute,
      preValidation: async (request) => rateLimit.beforePasswordResetRequest(request),
    },
    async (request) => {
      // Looked up after answering: a known and an unknown address take the same time.
      void passwordReset
        .request(request.body.email)
        .catch((error: unknown) => request.log.error({ err: error }, 'password reset mail failed'));
      return { msg: RESET_MESSAGES.sent };
    },
  );

  api.post(
    '/api/auth/reset_password',
    {
      schema: {
        tags: ['auth'],
        description: 'Sets a new password with the link from the mail; every session ends.',
        body: ZResetPassword,
        response: { 200: dataEnvelope(z.object({ sessions_ended: z.number().check(z.int()) })) },
      },
      ...publicRoute,
      preValidation: async (request) => rateLimit.beforePasswordResetUse(request),
    },
    async (request) => ({ data: await passwordReset.reset(request.body) }),
  );

  api.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['auth'],
        body: ZRegister,
        response: {
          201: dataEnvelope(ZRegisterResult),
        },
      },
      // Counted before validation, so malformed attempts count too.
      ...publicRoute,
      preValidation: async (request) => rateLimit.beforeRegister(request),
    },
    async (request, reply) => {
      const account = await authService.register(request.body);
      // The account exists either way: a mail that cannot be queued now is asked for again
      // from the banner, never a failed sign-up.
      await emailVerification
        .sendLink(account.id)
        .catch((error: unknown) => request.log.error({ err: error }, 'verification mail failed'));
      return reply.status(201).send({ data: account });
    },
  );

  api.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        body: ZLoginBody,
        response: { 200: dataEnvelope(ZLoginResult) },
      },
      ...publicRoute,
      preValidation: async (request) => rateLimit.beforeLogin(request),
    },
    async (request) => {
      const { email, password } = request.body;
      return {
        data: await rateLimit.trackLogin(request, email, () => authService.login(email, password)),
      };
    },
  );

  api.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        response: { 200: dataEnvelope(z.object({ logged_out: z.literal(true) })) },
      },
      ...guards.signedIn('own'),
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
      ...guards.signedIn('own'),
    },
    async (request, reply) =>
      sendCachedRead(readCache, request, reply, ME_TABLES, async () => ({
        data: await usersService.getMe(requireAuth(request).userId),
      })),
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
      ...guards.signedIn('own'),
      preValidation: async (request) =>
        rateLimit.beforePasswordChange(request, requireAuth(request).userId),
    },
    async (request) => {
      const result = await authService.changePassword(requireAuth(request), request.body);
      return { data: { changed: true as const, sessions_ended: result.sessions_ended } };
    },
  );
};
