import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  dataEnvelope,
  listEnvelope,
  ZCreateReview,
  ZListMeta,
  ZOrderReviews,
  ZRating,
  ZReview,
  ZReviewListQuery,
  ZReviewReply,
} from '@marketplace/contract';
import { requireAuth, type Guards } from '#http/auth-guard.ts';
import { ZIdParams } from '#http/params.ts';
import type { ReviewsService } from './reviews.service.ts';

export const registerReviewRoutes = (
  app: FastifyInstance,
  deps: { reviewsService: ReviewsService; guards: Guards },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { reviewsService, guards } = deps;
  const tags = ['reviews'];
  const orderReviews = { 200: dataEnvelope(ZOrderReviews) };

  api.get(
    '/api/orders/:id/reviews',
    {
      schema: { tags, params: ZIdParams, response: orderReviews },
      ...guards.signedIn('parties'),
    },
    async (request) => ({
      data: await reviewsService.forOrder(requireAuth(request).userId, request.params.id),
    }),
  );

  api.post(
    '/api/orders/:id/reviews',
    {
      schema: {
        tags,
        description:
          'Each side of a completed order reviews the other once, within the review window. ' +
          'Reviews are shown when both are in or when the window closes.',
        params: ZIdParams,
        body: ZCreateReview,
        response: { 201: dataEnvelope(ZOrderReviews) },
      },
      ...guards.signedIn('parties'),
    },
    async (request, reply) => {
      const data = await reviewsService.create(
        requireAuth(request).userId,
        request.params.id,
        request.body,
      );
      return reply.status(201).send({ data });
    },
  );

  api.post(
    '/api/reviews/:id/reply',
    {
      schema: {
        tags,
        description: 'The reviewed person answers a shown review, once.',
        params: ZIdParams,
        body: ZReviewReply,
        response: { 200: dataEnvelope(ZReview) },
      },
      ...guards.signedIn('owner'),
    },
    async (request) => ({
      data: await reviewsService.reply(
        requireAuth(request).userId,
        request.params.id,
        request.body,
      ),
    }),
  );

  api.get(
    '/api/user/:ref/reviews',
    {
      schema: {
        tags,
        description: 'Shown reviews a person received, newest first, with their rating.',
        params: z.object({ ref: z.string().check(z.minLength(1), z.maxLength(60)) }),
        querystring: ZReviewListQuery,
        response: {
          200: z.object({ data: z.array(ZReview), meta: z.extend(ZListMeta, { rating: ZRating }) }),
        },
      },
      ...guards.signedIn('everyone'),
    },
    async (request) => reviewsService.listForUser(request.params.ref, request.query),
  );

  api.get(
    '/api/services/:id/reviews',
    {
      schema: {
        tags,
        description: "Shown reviews by a service's clients, newest first.",
        params: ZIdParams,
        querystring: ZReviewListQuery,
        response: { 200: listEnvelope(ZReview) },
      },
      ...guards.signedIn('everyone'),
    },
    async (request) => reviewsService.listForService(request.params.id, request.query),
  );
};
