import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  dataEnvelope,
  ZChat,
  ZChatMessage,
  ZGetMessages,
  ZMarkRead,
  ZMsgEnvelope,
  ZStoreMessage,
} from '@marketplace/contract';
import type { Guards } from '#http/auth-guard.ts';
import { requireAuth } from '#http/auth-guard.ts';
import { ZIdParams } from '#http/params.ts';
import { sendCachedRead } from '#http/cached-read.ts';
import type { ReadCache } from '#kernel/read-cache.ts';
import { CHAT_MESSAGES_TABLES, type ChatService } from './chat.service.ts';

export const registerChatRoutes = (
  app: FastifyInstance,
  deps: { chatService: ChatService; guards: Guards; readCache: ReadCache },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { chatService, guards, readCache } = deps;
  const tags = ['chat'];

  api.get(
    '/api/chats/getAll',
    {
      schema: { tags, response: { 200: dataEnvelope(z.array(ZChat)) } },
      ...guards.signedIn('own'),
    },
    async (request) => ({ data: await chatService.listChats(requireAuth(request).userId) }),
  );

  api.get(
    '/api/chats/:id',
    {
      schema: { tags, params: ZIdParams, response: { 200: dataEnvelope(ZChat) } },
      ...guards.signedIn('parties'),
    },
    async (request) => ({
      data: await chatService.getChat(requireAuth(request).userId, request.params.id),
    }),
  );

  api.post(
    '/api/chats/storeMessage',
    {
      schema: { tags, body: ZStoreMessage, response: { 201: dataEnvelope(ZChatMessage) } },
      ...guards.signedIn('parties'),
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await chatService.storeMessage(
          requireAuth(request).userId,
          request.body.chat_id,
          request.body.message,
        ),
      }),
  );

  api.post(
    '/api/chats/getAllMessages',
    {
      schema: {
        tags,
        body: ZGetMessages,
        response: {
          200: z.object({ data: z.array(ZChatMessage), meta: z.object({ has_more: z.boolean() }) }),
        },
      },
      ...guards.signedIn('parties'),
    },
    async (request, reply) =>
      sendCachedRead(readCache, request, reply, CHAT_MESSAGES_TABLES, () =>
        chatService.getMessages(requireAuth(request).userId, request.body),
      ),
  );

  api.post(
    '/api/chats/:id/read',
    {
      schema: {
        tags,
        params: ZIdParams,
        body: ZMarkRead,
        response: {
          200: dataEnvelope(
            z.object({ chat_id: z.number(), last_read_message_id: z.nullable(z.number()) }),
          ),
        },
      },
      ...guards.signedIn('parties'),
    },
    async (request) => ({
      data: await chatService.markRead(
        requireAuth(request).userId,
        request.params.id,
        request.body.message_id,
      ),
    }),
  );

  api.delete(
    '/api/chats/:id',
    {
      schema: { tags, params: ZIdParams, response: { 200: ZMsgEnvelope } },
      ...guards.signedIn('parties'),
    },
    async (request) => {
      await chatService.hideChat(requireAuth(request).userId, request.params.id);
      return { msg: 'Chat removed from your list. A new message brings it back.' };
    },
  );
};
