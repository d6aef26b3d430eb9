import type { FastifyInstance } from 'fastify';
import { requireAuth, type Guards } from '#http/auth-guard.ts';
import type { AccountExport } from './account-export.ts';

export const registerAccountRoutes = (
  app: FastifyInstance,
  deps: { accountExport: AccountExport; guards: Guards },
) => {
  app.get(
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
};
