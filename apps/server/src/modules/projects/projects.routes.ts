import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  dataEnvelope,
  ZCreateProject,
  ZMsgEnvelope,
  ZProject,
  ZUpdateProject,
} from '@marketplace/contract';
import type { Guards } from '#http/auth-guard.ts';
import { requireAuth } from '#http/auth-guard.ts';
import { ZIdParams } from '#http/params.ts';
import type { ImagesService } from '#kernel/images.ts';
import { registerImageUploadRoute } from '#http/image-upload-route.ts';
import type { ProjectsService } from './projects.service.ts';

export const registerProjectRoutes = (
  app: FastifyInstance,
  deps: { projectsService: ProjectsService; images: ImagesService; guards: Guards },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { projectsService, guards } = deps;
  const tags = ['projects'];

  registerImageUploadRoute(app, deps, 'project');

  api.post(
    '/api/projects/create',
    {
      schema: { tags, body: ZCreateProject, response: { 201: dataEnvelope(ZProject) } },
      ...guards.freelancer('own'),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await projectsService.create(requireAuth(request).userId, request.body) }),
  );

  api.get(
    '/api/projects/:id',
    {
      schema: { tags, params: ZIdParams, response: { 200: dataEnvelope(ZProject) } },
      ...guards.signedIn('everyone'),
    },
    async (request) => ({ data: await projectsService.getProject(request.params.id) }),
  );

  api.put(
    '/api/projects/:id',
    {
      schema: {
        tags,
        params: ZIdParams,
        body: ZUpdateProject,
        response: { 200: dataEnvelope(ZProject) },
      },
      ...guards.freelancer('owner'),
    },
    async (request) => ({
      data: await projectsService.update(
        requireAuth(request).userId,
        request.params.id,
        request.body,
      ),
    }),
  );

  api.delete(
    '/api/projects/:id',
    {
      schema: { tags, params: ZIdParams, response: { 200: ZMsgEnvelope } },
      ...guards.freelancer('owner'),
    },
    async (request) => {
      await projectsService.remove(requireAuth(request).userId, request.params.id);
      return { msg: 'Project deleted successfully.' };
    },
  );

  api.get(
    '/api/user/projects',
    {
      schema: { tags, response: { 200: dataEnvelope(z.array(ZProject)) } },
      ...guards.signedIn('own'),
    },
    async (request) => ({ data: await projectsService.listByOwner(requireAuth(request).userId) }),
  );

  api.get(
    '/api/user/:ref/projects',
    {
      schema: {
        tags,
        description: 'The projects of a user named by username or by numeric id.',
        params: z.object({ ref: z.string().check(z.minLength(1), z.maxLength(60)) }),
        response: { 200: dataEnvelope(z.array(ZProject)) },
      },
      ...guards.signedIn('everyone'),
    },
    async (request) => ({ data: await projectsService.listByOwner(request.params.ref) }),
  );
};
