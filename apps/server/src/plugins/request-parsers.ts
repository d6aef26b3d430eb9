import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';

/** Multipart uploads and WebSocket upgrades, with the outer limits every route shares. */
export const registerRequestParsers = async (app: FastifyInstance) => {
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 30 } });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
};
