import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { dataEnvelope, ZPayoutAccount, ZPayoutAccountLink } from '@marketplace/contract';
import { requireAuth, type Guards } from '#http/auth-guard.ts';
import { publicRoute } from '#http/route-access.ts';
import type { VerifiedEmailGate } from '#http/verified-email.ts';
import type { PaymentsService } from './payments.service.ts';

export const registerPaymentRoutes = async (
  app: FastifyInstance,
  deps: { payments: PaymentsService; guards: Guards; verifiedEmail: VerifiedEmailGate },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { payments, guards } = deps;
  const tags = ['payments'];

  api.get(
    '/api/payouts/account',
    {
      schema: { tags, response: { 200: dataEnvelope(ZPayoutAccount) } },
      ...guards.freelancer('own'),
    },
    async (request) => ({ data: await payments.payoutAccount(requireAuth(request).userId) }),
  );

  api.post(
    '/api/payouts/account',
    {
      schema: {
        tags,
        summary: "Sets up the caller's payout account; answers the processor's onboarding link.",
        response: { 200: dataEnvelope(ZPayoutAccountLink) },
      },
      ...guards.freelancer('own'),
      ...deps.verifiedEmail,
    },
    async (request) => ({
      data: await payments.startPayoutAccount(requireAuth(request).userId),
    }),
  );

  // The signature is computed over the exact bytes Stripe sent, so this route alone keeps the
  // body raw (its own scope's parser); every other route still gets parsed JSON.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/payments/stripe/webhook',
      {
        schema: {
          tags,
          summary: 'Stripe events (signed with the endpoint secret); see the README.',
          response: {
            200: dataEnvelope(z.object({ received: z.literal(true), duplicate: z.boolean() })),
          },
        },
        ...publicRoute,
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return {
          data: await payments.handleWebhook(
            raw,
            typeof signature === 'string' ? signature : undefined,
            request.log,
          ),
        };
      },
    );
  });
};
