import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  dataEnvelope,
  JOB_FILE_MAX_BYTES,
  JOB_FILES_MAX,
  listEnvelope,
  ZCategory,
  ZCreateJob,
  ZJob,
  ZJobFile,
  ZJobSearchQuery,
  ZJobSummary,
  ZMsgEnvelope,
  ZUpdateJob,
} from '@marketplace/contract';
import type { Guards } from '#http/auth-guard.ts';
import { requireAuth } from '#http/auth-guard.ts';
import { sendCachedRead } from '#http/cached-read.ts';
import type { ReadCache } from '#kernel/read-cache.ts';
import { JOB_LIST_TABLES } from './job-search.ts';
import {
  registerUploadRoutes,
  withMultipart,
  type MultipartForm,
  type MultipartLimits,
} from '#http/multipart.ts';
import { ZIdParams } from '#http/params.ts';
import { AppError } from '#kernel/app-error.ts';
import { parseOrThrow } from '#http/validation.ts';
import { TOO_MANY_FILES } from './job-files.ts';
import type { JobsService } from './jobs.service.ts';

const FILE_LIMITS: Omit<MultipartLimits, 'drafts'> = {
  maxFiles: JOB_FILES_MAX,
  maxFileBytes: JOB_FILE_MAX_BYTES,
  tooManyMessage: TOO_MANY_FILES,
  tooLargeMessage: `Each file must be at most ${JOB_FILE_MAX_BYTES / 1024 / 1024} MB.`,
};

/**
 * A job form arrives as multipart (with files, attached by the job itself, so no drafts) or
 * as JSON (with earlier uploads' ids); `work` runs with it while received files still exist.
 */
const withJobForm = async <T>(
  request: FastifyRequest,
  work: (form: { fields: unknown; files: MultipartForm['files'] }) => Promise<T>,
): Promise<T> => {
  if (request.isMultipart()) return withMultipart(request, { ...FILE_LIMITS, drafts: false }, work);
  const body = request.body ?? {};
  // The same answer as every route with a body schema gives for a body that is no object
  // (`null` included: `request.body ?? {}` alone would read a JSON null as an empty form).
  if (request.body === null || typeof body !== 'object' || Array.isArray(body))
    throw new AppError('bad_request', 'The request body must be a JSON object.');
  return work({ fields: body, files: [] });
};

export const registerJobRoutes = (
  app: FastifyInstance,
  deps: { jobsService: JobsService; guards: Guards; readCache: ReadCache },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { jobsService, guards, readCache } = deps;
  const tags = ['jobs'];

  api.get(
    '/api/categories',
    {
      schema: { tags, response: { 200: dataEnvelope(z.array(ZCategory)) } },
      ...guards.signedIn('everyone'),
    },
    async () => ({ data: await jobsService.listCategories() }),
  );

  api.get(
    '/api/categories/:id',
    {
      schema: { tags, params: ZIdParams, response: { 200: dataEnvelope(z.array(ZCategory)) } },
      ...guards.signedIn('everyone'),
    },
    async (request) => ({ data: await jobsService.categoriesOfJob(request.params.id) }),
  );

  registerUploadRoutes(app, (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    uploads.post(
      '/api/job',
      {
        schema: {
          tags,
          description:
            'Multipart: files (any number of file parts, at most 5) plus the fields; or JSON with file_ids.',
          response: { 201: dataEnvelope(ZJob) },
        },
        ...guards.client('own'),
      },
      async (request, reply) => {
        const userId = requireAuth(request).userId;
        const data = await withJobForm(request, ({ fields, files }) =>
          jobsService.createJob(userId, parseOrThrow(ZCreateJob, fields), files),
        );
        return reply.status(201).send({ data });
      },
    );
  });

  registerUploadRoutes(app, (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    uploads.put(
      '/api/job/:id',
      {
        schema: { tags, params: ZIdParams, response: { 200: dataEnvelope(ZJob) } },
        ...guards.client('owner'),
      },
      async (request) => {
        const userId = requireAuth(request).userId;
        const data = await withJobForm(request, ({ fields, files }) =>
          jobsService.updateJob(userId, request.params.id, parseOrThrow(ZUpdateJob, fields), files),
        );
        return { data };
      },
    );
  });

  api.delete(
    '/api/job/:id',
    {
      schema: { tags, params: ZIdParams, response: { 200: ZMsgEnvelope } },
      ...guards.client('owner'),
    },
    async (request) => {
      await jobsService.deleteJob(requireAuth(request).userId, request.params.id);
      return { msg: 'Job post deleted successfully.' };
    },
  );

  api.get(
    '/api/job',
    {
      schema: { tags, response: { 200: dataEnvelope(z.array(ZJobSummary)) } },
      ...guards.client('own'),
    },
    async (request) => ({ data: await jobsService.listOwnJobs(requireAuth(request).userId) }),
  );

  api.get(
    '/api/job/:id',
    {
      schema: { tags, params: ZIdParams, response: { 200: dataEnvelope(ZJob) } },
      ...guards.signedIn('everyone'),
    },
    async (request) => ({
      data: await jobsService.getJob(requireAuth(request), request.params.id),
    }),
  );

  api.get(
    '/api/user/job/getAll',
    {
      schema: { tags, querystring: ZJobSearchQuery, response: { 200: listEnvelope(ZJobSummary) } },
      ...guards.signedIn('everyone'),
    },
    async (request, reply) =>
      sendCachedRead(readCache, request, reply, JOB_LIST_TABLES, () =>
        jobsService.searchJobs(requireAuth(request), request.query),
      ),
  );

  registerUploadRoutes(app, (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    uploads.post(
      '/api/job/upload_files',
      {
        schema: {
          tags,
          description:
            'Multipart fields file1, file2 ... Answers the stored files, to pass as file_ids.',
          response: { 201: dataEnvelope(z.array(ZJobFile)) },
        },
        ...guards.client('own'),
      },
      async (request, reply) => {
        const userId = requireAuth(request).userId;
        const data = await withMultipart(request, { ...FILE_LIMITS, drafts: true }, ({ files }) =>
          jobsService.uploadFiles(userId, files),
        );
        return reply.status(201).send({ data });
      },
    );
  });

  api.get(
    '/api/job/files/:id',
    { schema: { tags, params: ZIdParams }, ...guards.signedIn('everyone') },
    async (request, reply) => {
      const file = await jobsService.getFile(requireAuth(request).userId, request.params.id);
      // Always a download, never rendered by the browser on our origin.
      return reply
        .header('Content-Type', file.mime)
        .header('Content-Length', file.size)
        .header(
          'Content-Disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, max-age=3600')
        .send(fs.createReadStream(file.path));
    },
  );

  api.post(
    '/api/jobs/:id/save',
    {
      schema: {
        tags,
        params: ZIdParams,
        response: { 200: dataEnvelope(z.object({ saved: z.boolean() })) },
      },
      ...guards.freelancer('everyone'),
    },
    async (request) => {
      await jobsService.saveJob(requireAuth(request).userId, request.params.id);
      return { data: { saved: true } };
    },
  );

  api.delete(
    '/api/jobs/:id/save',
    {
      schema: {
        tags,
        params: ZIdParams,
        response: { 200: dataEnvelope(z.object({ saved: z.boolean() })) },
      },
      ...guards.freelancer('everyone'),
    },
    async (request) => {
      await jobsService.unsaveJob(requireAuth(request).userId, request.params.id);
      return { data: { saved: false } };
    },
  );

  api.get(
    '/api/jobs/saved',
    {
      schema: { tags, response: { 200: dataEnvelope(z.array(ZJobSummary)) } },
      ...guards.freelancer('own'),
    },
    async (request) => ({ data: await jobsService.listSavedJobs(requireAuth(request).userId) }),
  );
};
