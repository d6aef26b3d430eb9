import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  dataEnvelope,
  listEnvelope,
  ZCreateService,
  ZMsgEnvelope,
  ZSearchQuery,
  ZService,
  ZServiceListQuery,
  ZUpdateService,
} from '@marketplace/contract';
import type { Guards } from '#http/auth-guard.ts';
import { requireAuth } from '#http/auth-guard.ts';
import { registerImageUploadRoute } from '#http/image-upload-route.ts';
import { ZIdParams } from '#http/params.ts';
import type { ImagesService } from '#kernel/images.ts';
import { sendCachedRead } from '#http/cached-read.ts';
import type { ReadCache } from '#kernel/read-cache.ts';
import { SERVICE_LIST_TABLES, type CatalogService } from './catalog.service.ts';

export const registerCatalogRoutes = (
  app: FastifyInstance,
  deps: {
    catalogService: CatalogService;
    images: ImagesService;
    guards: Guards;
    readCache: ReadCache;
  },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { catalogService, guards, readCache } = deps;
  const tags = ['services'];

  registerImageUploadRoute(app, deps, 'service');

  api.post(
    '/api/services/create',
    {
      schema: { tags, body: ZCreateService, response: { 201: dataEnvelope(ZService) } },
      ...guards.freelancer('own'),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await catalogService.create(requireAuth(request).userId, request.body) }),
  );

  api.get(
    '/api/services/:id',
    {
      schema: { tags, params: ZIdParams, response: { 200: dataEnvelope(ZService) } },
      ...guards.signedIn('everyone'),
    },
    async (request) => ({ data: await catalogService.getService(request.params.id) }),
  );

  api.put(
    '/api/services/:id',
    {
      schema: {
        tags,
        params: ZIdParams,
        body: ZUpdateService,
        response: { 200: dataEnvelope(ZService) },
      },
      ...guards.freelancer('owner'),
    },
    async (request) => ({
      data: await catalogService.update(
        requireAuth(request).userId,
        request.params.id,
        request.body,
      ),
    }),
  );

  api.delete(
    '/api/services/:id',
    {
      schema: { tags, params: ZIdParams, response: { 200: ZMsgEnvelope } },
      ...guards.freelancer('owner'),
    },
    async (request) => {
      await catalogService.remove(requireAuth(request).userId, request.params.id);
      return { msg: 'Service deleted successfully.' };
    },
  );

  api.get(
    '/api/user/services',
    {
      schema: { tags, response: { 200: dataEnvelope(z.array(ZService)) } },
      ...guards.signedIn('own'),
    },
    async (request) => ({ data: await catalogService.listByOwner(requireAuth(request).userId) }),
  );

  api.get(
    '/api/user/:ref/services',
    {
      schema: {
        tags,
        description: 'The services of a user named by numeric id or by username.',
        params: z.object({ ref: z.string().check(z.minLength(1), z.maxLength(60)) }),
        response: { 200: dataEnvelope(z.array(ZService)) },
      },
      ...guards.signedIn('everyone'),
    },
    async (request) => ({ data: await catalogService.listByOwner(request.params.ref) }),
  );

  api.get(
    '/api/getAll2',
    {
      schema: { tags, querystring: ZServiceListQuery, response: { 200: listEnvelope(ZService) } },
      ...guards.signedIn('everyone'),
    },
    async (request, reply) =>
      sendCachedRead(readCache, request, reply, SERVICE_LIST_TABLES, () =>
        catalogService.list(request.query),
      ),
  );

  api.get(
    '/api/services/search/:title',
    {
      schema: {
        tags,
        params: z.object({
          title: z.string().check(z.maxLength(200, 'Search text is at most 200 characters.')),
        }),
        querystring: ZSearchQuery,
        response: { 200: listEnvelope(ZService) },
      },
      ...guards.signedIn('everyone'),
    },
    async (request) => catalogService.search(request.params.title, request.query),
  );
};
