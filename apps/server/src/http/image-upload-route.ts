import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  dataEnvelope,
  IMAGE_MAX_BYTES,
  IMAGE_UPLOAD_FILES_MAX,
  ZImage,
} from '@marketplace/contract';
import type { ImagePurpose, ImagesService } from '#kernel/images.ts';
import { requireAuth, type Guards } from './auth-guard.ts';
import { registerUploadRoutes, withMultipart, type MultipartLimits } from './multipart.ts';

export const IMAGE_LIMITS: MultipartLimits = {
  drafts: true,
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
) =>
  registerUploadRoutes(app, (scope) =>
    scope.withTypeProvider<ZodTypeProvider>().post(
      `/api/${purpose === 'service' ? 'services' : 'projects'}/upload_images`,
      {
        schema: {
          tags: [purpose === 'service' ? 'services' : 'projects'],
          description: `Multipart fields file1, file2 ... (JPEG, PNG, WebP or GIF; at most ${IMAGE_UPLOAD_FILES_MAX}, 5 MB each).`,
          response: { 201: dataEnvelope(z.array(ZImage)) },
        },
        ...deps.guards.freelancer('own'),
      },
      async (request, reply) => {
        const userId = requireAuth(request).userId;
        const data = await withMultipart(request, IMAGE_LIMITS, ({ files }) =>
          deps.images.upload(userId, purpose, files),
        );
        return reply.status(201).send({ data });
      },
    ),
  );
