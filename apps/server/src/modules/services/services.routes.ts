import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  IMAGE_MAX_BYTES,
  IMAGE_UPLOAD_FILES_MAX,
  listEnvelope,
  ZCreateService,
  ZImage,
  ZMsgEnvelope,
  ZSearchQuery,
  ZService,
  ZServiceListQuery,
  ZUpdateService,
} from '@marketplace/contract';
import type { Guards } from '../../http/auth-guard.ts';
import { requireAuth } from '../../http/auth-guard.ts';
import { readMultipart } from '../../http/multipart.ts';
import { ZIdParams } from '../../http/params.ts';
import type { ImagePurpose, ImagesService } from './images.service.ts';
import type { ServicesService } from './services.service.ts';

export const IMAGE_LIMITS = {
  maxFiles: IMAGE_UPLOAD_FILES_MAX,
  maxFileBytes: IMAGE_MAX_BYTES,
  tooManyMessage: `Upload at most ${IMAGE_UPLOAD_FILES_MAX} images at a time.`,
  tooLargeMessage: `Each image must be at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
};

/** `POST /api/{services|projects}/upload_images`: the same call for both kinds of picture. */
export const registerImageUploadRoute = (
  app: FastifyInstance,
  deps: { images: ImagesService; guards: Guards },
  purpose: ImagePurpose,
) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    `/api/${purpose === 'service' ? 'services' : 'projects'}/upload_images`,
    {
      schema: {
        tags: [purpose === 'service' ? 'services' : 'projects'],
        description: `Multipart fields file1, file2 ... (JPEG, PNG, WebP or GIF; at most ${IMAGE_UPLOAD_FILES_MAX}, 5 MB each).`,
        response: { 201: dataEnvelope(z.array(ZImage)) },
      },
      onRequest: deps.guards.freelancer,
    },
    async (request, reply) => {
      const { files } = await readMultipart(request, IMAGE_LIMITS);
      return reply
        .status(201)
        .send({ data: await deps.images.upload(requireAuth(request).userId, purpose, files) });
    },
  );
};

export const registerServiceRoutes = (
  app: FastifyInstance,
  deps: { servicesService: ServicesService; images: ImagesService; guards: Guards },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { servicesService, guards } = deps;
  const tags = ['services'];

  registerImageUploadRoute(app, deps, 'service');

  api.post(
    '/api/services/create',
    {
      schema: { tags, body: ZCreateService, response: { 201: dataEnvelope(ZService) } },
      onRequest: guards.freelancer,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await servicesService.create(requireAuth(request).userId, request.body) }),
  );

  api.get(
    '/api/services/:id',
    {
      schema: { tags, params: ZIdParams, response: { 200: dataEnvelope(ZService) } },
      onRequest: guards.signedIn,
    },
    async (request) => ({ data: await servicesService.getService(request.params.id) }),
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
      onRequest: guards.freelancer,
    },
    async (request) => ({
      data: await servicesService.update(
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
      onRequest: guards.freelancer,
    },
    async (request) => {
      await servicesService.remove(requireAuth(request).userId, request.params.id);
      return { msg: 'Service deleted successfully.' };
    },
  );

  api.get(
    '/api/user/services',
    {
      schema: { tags, response: { 200: dataEnvelope(z.array(ZService)) } },
      onRequest: guards.signedIn,
    },
    async (request) => ({ data: await servicesService.listByOwner(requireAuth(request).userId) }),
  );

  api.get(
    '/api/user/:ref/services',
    {
      schema: {
        tags,
        description: 'The services of a user named by numeric id or by username.',
        params: z.object({ ref: z.string().min(1).max(60) }),
        response: { 200: dataEnvelope(z.array(ZService)) },
      },
      onRequest: guards.signedIn,
    },
    async (request) => ({ data: await servicesService.listByOwner(request.params.ref) }),
  );

  api.get(
    '/api/getAll2',
    {
      schema: { tags, querystring: ZServiceListQuery, response: { 200: listEnvelope(ZService) } },
      onRequest: guards.signedIn,
    },
    async (request) => servicesService.list(request.query),
  );

  api.get(
    '/api/services/search/:title',
    {
      schema: {
        tags,
        params: z.object({ title: z.string().max(200, 'Search text is at most 200 characters.') }),
        querystring: ZSearchQuery,
        response: { 200: listEnvelope(ZService) },
      },
      onRequest: guards.signedIn,
    },
    async (request) => servicesService.search(request.params.title, request.query),
  );
};
