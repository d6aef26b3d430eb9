import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  IMAGE_MAX_BYTES,
  IMAGE_UPLOAD_FILES_MAX,
  ZImage,
} from '@marketplace/contract';
import type { ImagePurpose, ImagesService } from '#kernel/images.ts';
import { requireAuth, type Guards } from './auth-guard.ts';
import { readMultipart } from './multipart.ts';

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
