import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES, ZDeleteAccount, ZMsgEnvelope } from '@marketplace/contract';
import { requireAuth, type Guards } from '#http/auth-guard.ts';
import type { AuthRateLimit } from '#http/auth-rate-limit.ts';
import type { AccountDeletion } from './account-delete.ts';
import type { AccountExport } from './account-export.ts';

export const registerAccountRoutes = (
  app: FastifyInstance,
  deps: {
    accountExport: AccountExport;
    accountDeletion: AccountDeletion;
    rateLimit: Pick<AuthRateLimit, 'beforePasswordChange'>;
    guards: Guards;
  },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/user/export',
    {
      schema: {
        tags: ['users'],
        description:
          'Everything the account holds (profile, jobs, services, projects, proposals, ' +
          'conversations, orders, money movements, reviews) as one JSON file to download.',
      },
      ...deps.guards.signedIn('own'),
    },
    async (request, reply) => {
      const data = await deps.accountExport.exportData(requireAuth(request).userId);
      const day = data.exported_at.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="my-data-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  api.delete(
    '/api/user',
    {
      schema: {
        tags: ['users'],
        description:
          'Deletes the signed-in account, confirmed with its password: every session ends; ' +
          'the profile, listings, uploads and the words of messages go; orders and money ' +
          'records stay, anonymized. 409 while an order or contract is open or money is held.',
        body: ZDeleteAccount,
        response: { 200: ZMsgEnvelope },
      },
      ...deps.guards.signedIn('own'),
      // Password guesses share the password change's limit, per address and per account.
      preValidation: async (request) =>
        deps.rateLimit.beforePasswordChange(request, requireAuth(request).userId),
    },
    async (request) => {
      await deps.accountDeletion.deleteAccount(requireAuth(request).userId, request.body.password);
      return { msg: ACCOUNT_MESSAGES.deleted };
    },
  );
};
