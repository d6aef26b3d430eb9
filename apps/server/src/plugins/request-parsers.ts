import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';

/**
 * WebSocket upgrades, with the outer limit every socket shares. Multipart bodies are parsed
 * only by the upload routes, in their own scope (`registerUploadRoutes`, http/multipart.ts).
 */
export const registerRequestParsers = async (app: FastifyInstance) => {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
};
