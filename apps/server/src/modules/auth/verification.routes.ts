import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { dataEnvelope, VERIFY_MESSAGES, ZChangeEmail, ZVerifyEmail } from '@marketplace/contract';
import type { AuthRateLimit } from '#http/auth-rate-limit.ts';
import { requireAuth, type Guards } from '#http/auth-guard.ts';
import { publicRoute } from '#http/route-access.ts';
import type { EmailVerification } from './email-verification.ts';

export const registerVerificationRoutes = (
  app: FastifyInstance,
  deps: { guards: Guards; rateLimit: AuthRateLimit; emailVerification: EmailVerification },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { guards, rateLimit, emailVerification } = deps;

  api.post(
    '/api/auth/verify_email',
    {
      schema: {
        tags: ['auth'],
        description:
          'Opens the link from a verification mail: the address it was sent to becomes the ' +
          "account's, verified. Works once, for 24 hours.",
        body: ZVerifyEmail,
        response: { 200: dataEnvelope(z.object({ email: z.string(), msg: z.string() })) },
      },
      ...publicRoute,
      preValidation: async (request) => rateLimit.beforeVerificationUse(request),
    },
    async (request) => ({
      data: {
        ...(await emailVerification.confirm(request.body.token)),
        msg: VERIFY_MESSAGES.verified,
      },
    }),
  );

  api.post(
    '/api/auth/verification/resend',
    {
      schema: {
        tags: ['auth'],
        description: "Mails a new link to verify the signed-in person's address.",
        response: { 200: z.object({ msg: z.string() }) },
      },
      ...guards.signedIn('own'),
      preValidation: async (request) =>
        rateLimit.beforeVerificationMail(request, requireAuth(request).userId),
    },
    async (request) => {
      await emailVerification.sendLink(requireAuth(request).userId);
      return { msg: VERIFY_MESSAGES.resent };
    },
  );

  api.post(
    '/api/user/email',
    {
      schema: {
        tags: ['users'],
        description:
          'Asks to change the email address (confirmed with the password): a link goes to the ' +
          'new address and a notice to the current one; the address changes when the link is opened.',
        body: ZChangeEmail,
        response: { 200: z.object({ msg: z.string() }) },
      },
      ...guards.signedIn('own'),
      preValidation: async (request) =>
        rateLimit.beforeVerificationMail(request, requireAuth(request).userId),
    },
    async (request) => {
      await emailVerification.requestChange(requireAuth(request).userId, request.body);
      return { msg: VERIFY_MESSAGES.changeSent };
    },
  );
};
