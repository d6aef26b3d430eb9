import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  dataEnvelope,
  zPageLimit,
  ZAdminUser,
  ZAdminUserQuery,
  ZAuditEntry,
  ZDispute,
  ZDisputeDetail,
  ZDisputeListQuery,
  ZLedgerCheck,
  ZResolveDispute,
  ZSuspendUser,
} from '@marketplace/contract';
import { requireAuth, type Guards } from '#http/auth-guard.ts';
import { sendDownload } from '#http/download.ts';
import { ZId, ZIdParams } from '#http/params.ts';
import type { OrderFiles } from '#modules/orders/index.ts';
import type { AdminService } from './admin.service.ts';

/** The admin console's API: every route is for admins only (403 for everyone else). */
export const registerAdminRoutes = (
  app: FastifyInstance,
  deps: { adminService: AdminService; orderFiles: OrderFiles; guards: Guards },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { adminService, guards } = deps;
  const tags = ['admin'];
  const admin = (request: Parameters<typeof requireAuth>[0]) => ({
    userId: requireAuth(request).userId,
  });

  api.get(
    '/api/admin/disputes',
    {
      schema: {
        tags,
        querystring: ZDisputeListQuery,
        response: { 200: dataEnvelope(z.array(ZDispute)) },
      },
      ...guards.admin(),
    },
    async (request) => ({
      data: await adminService.disputes(request.query.status, request.query.limit),
    }),
  );

  api.get(
    '/api/admin/disputes/:id',
    {
      schema: { tags, params: ZIdParams, response: { 200: dataEnvelope(ZDisputeDetail) } },
      ...guards.admin(),
    },
    async (request) => ({ data: await adminService.dispute(request.params.id) }),
  );

  api.post(
    '/api/admin/disputes/:id/resolve',
    {
      schema: {
        tags,
        summary: 'Decide a dispute: release, refund, or split the escrow, with a written decision.',
        params: ZIdParams,
        body: ZResolveDispute,
        response: { 200: dataEnvelope(ZDisputeDetail) },
      },
      ...guards.admin(),
    },
    async (request) => ({
      data: await adminService.resolveDispute(admin(request), request.params.id, request.body),
    }),
  );

  api.get(
    '/api/admin/order_files/:id',
    { schema: { tags, params: ZIdParams }, ...guards.admin() },
    async (request, reply) =>
      sendDownload(reply, await deps.orderFiles.get(null, request.params.id)),
  );

  api.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        querystring: ZAdminUserQuery,
        response: { 200: dataEnvelope(z.array(ZAdminUser)) },
      },
      ...guards.admin(),
    },
    async (request) => ({
      data: await adminService.users(request.query.q, request.query.limit),
    }),
  );

  for (const action of ['suspend', 'restore'] as const)
    api.post(
      `/api/admin/users/:id/${action}`,
      {
        schema: {
          tags,
          summary:
            action === 'suspend'
              ? 'Suspend: the person cannot sign in, their sessions end, their listings are hidden.'
              : 'Restore a suspended account.',
          params: ZIdParams,
          body: ZSuspendUser,
          response: { 200: dataEnvelope(ZAdminUser) },
        },
        ...guards.admin(),
      },
      async (request) => ({
        data: await adminService[action](admin(request), request.params.id, request.body.reason),
      }),
    );

  api.get(
    '/api/admin/ledger',
    { schema: { tags, response: { 200: dataEnvelope(ZLedgerCheck) } }, ...guards.admin() },
    async () => ({ data: await adminService.ledgerCheck() }),
  );

  api.get(
    '/api/admin/audit',
    {
      schema: {
        tags,
        querystring: z.object({ limit: zPageLimit(50), before: z.optional(ZId) }),
        response: { 200: dataEnvelope(z.array(ZAuditEntry)) },
      },
      ...guards.admin(),
    },
    async (request) => ({
      data: await adminService.auditLog(request.query.limit, request.query.before),
    }),
  );
};
