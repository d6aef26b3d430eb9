import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { AppError } from '#kernel/app-error.ts';
import type { Storage } from '#kernel/storage.ts';
import { publicRoute } from './route-access.ts';

const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = { webp: 'image/webp' };
/** Images are shown in <img> tags, which cannot send a bearer token: their generated names are the key. */
const PUBLIC_KINDS = new Set(['avatars', 'images']);

/** Serves stored uploads from our own origin, never as something the browser could run. */
export const registerFileRoutes = (app: FastifyInstance, storage: Storage) => {
  app.get<{ Params: { kind: string; name: string } }>(
    '/api/files/:kind/:name',
    publicRoute,
    async (request, reply) => {
      const filePath = PUBLIC_KINDS.has(request.params.kind)
        ? storage.pathOf(request.params.kind, request.params.name)
        : undefined;
      const stat = filePath ? await fs.promises.stat(filePath).catch(() => undefined) : undefined;
      if (!filePath || !stat?.isFile())
        throw new AppError('not_found', 'This file does not exist.');
      const extension = request.params.name.split('.').pop() ?? '';
      return reply
        .header('Content-Type', CONTENT_TYPE_BY_EXTENSION[extension] ?? 'application/octet-stream')
        .header('Content-Length', stat.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(fs.createReadStream(filePath));
    },
  );
};
