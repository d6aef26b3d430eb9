import fs from 'node:fs';
import type { FastifyReply } from 'fastify';

/** Sends a stored attachment as a download: never rendered by the browser on our origin. */
export const sendDownload = (
  reply: FastifyReply,
  file: { path: string; name: string; mime: string; size: number },
) =>
  reply
    .header('Content-Type', file.mime)
    .header('Content-Length', file.size)
    .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, max-age=3600')
    .send(fs.createReadStream(file.path));
