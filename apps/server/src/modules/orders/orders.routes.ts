import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  dataEnvelope,
  listEnvelope,
  ORDER_FILE_MAX_BYTES,
  ORDER_FILES_MAX,
  ORDER_MESSAGES,
  ZCancelOrder,
  ZCard,
  ZCheckout,
  ZConfirmPayment,
  ZCreateOrder,
  ZDeliverOrder,
  ZEarnings,
  ZOpenDispute,
  ZOrder,
  ZOrderDetail,
  ZOrderFile,
  ZOrderListQuery,
  ZPaymentsInfo,
  ZPayout,
  ZPayResult,
  ZRequestRevision,
} from '@marketplace/contract';
import { requireAuth, type Guards } from '#http/auth-guard.ts';
import { cursorParts, decodeCursor, encodeCursor } from '#kernel/cursor.ts';
import { sendDownload } from '#http/download.ts';
import type { Idempotency } from '#http/idempotency.ts';
import type { VerifiedEmailGate } from '#http/verified-email.ts';
import { registerUploadRoutes, withMultipart } from '#http/multipart.ts';
import { ZIdParams } from '#http/params.ts';
import type { PaymentsService } from '#modules/payments/index.ts';
import type { EarningsService } from './earnings.service.ts';
import type { OrderFiles } from './order-files.ts';
import type { OrdersService } from './orders.service.ts';

export const registerOrderRoutes = (
  app: FastifyInstance,
  deps: {
    ordersService: OrdersService;
    earningsService: EarningsService;
    orderFiles: OrderFiles;
    payments: PaymentsService;
    guards: Guards;
    idempotency: Idempotency;
    verifiedEmail: VerifiedEmailGate;
  },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ordersService, earningsService, guards } = deps;
  const money = deps.idempotency.routeOptions;
  // Paying, delivering for pay and payouts: refused until the caller's email is verified.
  const verified = deps.verifiedEmail;
  const tags = ['orders'];
  const detail = { 200: dataEnvelope(ZOrderDetail) };
  const userOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).userId;

  api.get(
    '/api/payments/info',
    {
      schema: { tags, response: { 200: dataEnvelope(ZPaymentsInfo) } },
      ...guards.signedIn('everyone'),
    },
    async () => ({ data: deps.payments.info() }),
  );

  registerUploadRoutes(app, (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    uploads.post(
      '/api/orders/upload_files',
      {
        schema: {
          tags,
          description: `Multipart fields file1, file2 ... (at most ${ORDER_FILES_MAX}, 10 MB each).`,
          response: { 201: dataEnvelope(z.array(ZOrderFile)) },
        },
        ...guards.signedIn('own'),
      },
      async (request, reply) => {
        const limits = {
          maxFiles: ORDER_FILES_MAX,
          maxFileBytes: ORDER_FILE_MAX_BYTES,
          tooManyMessage: ORDER_MESSAGES.filesTooMany,
          tooLargeMessage: `Each file must be at most ${ORDER_FILE_MAX_BYTES / 1024 / 1024} MB.`,
          drafts: true,
        };
        const userId = userOf(request);
        const data = await withMultipart(request, limits, ({ files }) =>
          deps.orderFiles.upload(userId, files),
        );
        return reply.status(201).send({ data });
      },
    );
  });

  api.get(
    '/api/orders/files/:id',
    { schema: { tags, params: ZIdParams }, ...guards.signedIn('parties') },
    async (request, reply) =>
      sendDownload(reply, await deps.orderFiles.get(userOf(request), request.params.id)),
  );

  api.post(
    '/api/orders',
    {
      schema: { tags, body: ZCreateOrder, response: { 201: dataEnvelope(ZOrderDetail) } },
      ...guards.client('everyone'),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await ordersService.createForService(userOf(request), request.body) }),
  );

  api.get(
    '/api/orders',
    {
      schema: { tags, querystring: ZOrderListQuery, response: { 200: listEnvelope(ZOrder) } },
      ...guards.signedIn('own'),
    },
    async (request) => {
      const [sortKey, id] = request.query.cursor
        ? decodeCursor(request.query.cursor, [cursorParts.timestamp, cursorParts.rowId])
        : [];
      const before =
        typeof sortKey === 'string' && typeof id === 'number'
          ? { createdAt: new Date(sortKey), id }
          : undefined;
      const page = await ordersService.views.list(
        userOf(request),
        request.query.role,
        request.query.limit,
        before,
      );
      const last = page.rows.at(-1);
      return {
        data: page.rows.map(ordersService.views.toDto),
        meta: {
          next_cursor:
            page.hasMore && last
              ? encodeCursor([last.order.createdAt.toISOString(), last.order.id])
              : null,
        },
      };
    },
  );

  api.get(
    '/api/orders/:id',
    { schema: { tags, params: ZIdParams, response: detail }, ...guards.signedIn('parties') },
    async (request) => ({ data: await ordersService.get(userOf(request), request.params.id) }),
  );

  api.post(
    '/api/orders/:id/pay',
    {
      schema: { tags, params: ZIdParams, body: ZCard, response: { 200: dataEnvelope(ZPayResult) } },
      ...guards.client('parties'),
      ...verified,
      ...money,
    },
    async (request) => ({
      data: await ordersService.pay(userOf(request), request.params.id, request.body),
    }),
  );

  api.post(
    '/api/orders/:id/checkout',
    {
      schema: {
        tags,
        summary: "Opens the processor's checkout page for the order (hosted checkout only).",
        params: ZIdParams,
        response: { 200: dataEnvelope(ZCheckout) },
      },
      ...guards.client('parties'),
      ...verified,
      ...money,
    },
    async (request) => ({
      data: await ordersService.checkout.start(userOf(request), request.params.id),
    }),
  );

  api.post(
    '/api/orders/:id/pay/confirm',
    {
      schema: {
        tags,
        params: ZIdParams,
        body: ZConfirmPayment,
        response: { 200: dataEnvelope(ZPayResult) },
      },
      ...guards.client('parties'),
      ...verified,
      ...money,
    },
    async (request) => ({
      data: await ordersService.confirmPayment(
        userOf(request),
        request.params.id,
        request.body.payment_id,
      ),
    }),
  );

  api.post(
    '/api/orders/:id/deliver',
    {
      schema: { tags, params: ZIdParams, body: ZDeliverOrder, response: detail },
      ...guards.freelancer('parties'),
      ...verified,
    },
    async (request) => ({
      data: await ordersService.deliver(userOf(request), request.params.id, request.body),
    }),
  );

  api.post(
    '/api/orders/:id/revision',
    {
      schema: { tags, params: ZIdParams, body: ZRequestRevision, response: detail },
      ...guards.client('parties'),
    },
    async (request) => ({
      data: await ordersService.requestRevision(
        userOf(request),
        request.params.id,
        request.body.message,
      ),
    }),
  );

  api.post(
    '/api/orders/:id/accept',
    {
      schema: { tags, params: ZIdParams, response: detail },
      ...guards.client('parties'),
      ...money,
    },
    async (request) => ({ data: await ordersService.accept(userOf(request), request.params.id) }),
  );

  api.post(
    '/api/orders/:id/cancel',
    {
      schema: { tags, params: ZIdParams, body: ZCancelOrder, response: detail },
      ...guards.signedIn('parties'),
      ...money,
    },
    async (request) => ({
      data: await ordersService.cancel(userOf(request), request.params.id, request.body.reason),
    }),
  );

  api.post(
    '/api/orders/:id/dispute',
    {
      schema: {
        tags,
        summary: 'Open a dispute: the escrow stays put and the timers stop until an admin decides.',
        params: ZIdParams,
        body: ZOpenDispute,
        response: detail,
      },
      ...guards.signedIn('parties'),
    },
    async (request) => ({
      data: await ordersService.disputes.open(userOf(request), request.params.id, request.body),
    }),
  );

  api.get(
    '/api/earnings',
    {
      schema: { tags, response: { 200: dataEnvelope(ZEarnings) } },
      ...guards.freelancer('own'),
    },
    async (request) => ({ data: await earningsService.get(userOf(request)) }),
  );

  api.post(
    '/api/earnings/payout',
    {
      schema: { tags, response: { 200: dataEnvelope(ZPayout) } },
      ...guards.freelancer('own'),
      ...verified,
      ...money,
    },
    async (request) => ({
      data: await earningsService.payout(userOf(request), request.idempotencyKey),
    }),
  );
};
