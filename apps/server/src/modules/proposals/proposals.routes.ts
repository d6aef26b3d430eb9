import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  dataEnvelope,
  ZAcceptProposal,
  ZAcceptResult,
  ZCreateProposal,
  ZProposal,
  ZChat,
  ZProposalListQuery,
  ZSetExpiryDate,
} from '@marketplace/contract';
import type { Guards } from '#http/auth-guard.ts';
import { requireAuth } from '#http/auth-guard.ts';
import { ZId, ZIdParams } from '#http/params.ts';
import type { ProposalsService } from './proposals.service.ts';

export const registerProposalRoutes = (
  app: FastifyInstance,
  deps: { proposalsService: ProposalsService; guards: Guards },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { proposalsService, guards } = deps;
  const tags = ['proposals'];

  api.post(
    '/api/proposals/create',
    {
      schema: { tags, body: ZCreateProposal, response: { 201: dataEnvelope(ZProposal) } },
      ...guards.freelancer('everyone'),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await proposalsService.create(requireAuth(request).userId, request.body) }),
  );

  api.get(
    '/api/proposals/getMyProposals',
    {
      schema: {
        tags,
        querystring: ZProposalListQuery,
        response: { 200: dataEnvelope(z.array(ZProposal)) },
      },
      ...guards.client('own'),
    },
    async (request) => ({
      data: await proposalsService.listForClient(requireAuth(request).userId, request.query.status),
    }),
  );

  api.get(
    '/api/proposals/getFreelancerProposals',
    {
      schema: {
        tags,
        querystring: ZProposalListQuery,
        response: { 200: dataEnvelope(z.array(ZProposal)) },
      },
      ...guards.freelancer('own'),
    },
    async (request) => ({
      data: await proposalsService.listForFreelancer(
        requireAuth(request).userId,
        request.query.status,
      ),
    }),
  );

  api.get(
    '/api/proposals/:jobId',
    {
      schema: {
        tags,
        description:
          "The job's owner gets every proposal on it; a freelancer gets their own (zero or one).",
        params: z.object({ jobId: ZId }),
        response: { 200: dataEnvelope(z.array(ZProposal)) },
      },
      ...guards.signedIn('own'),
    },
    async (request) => ({
      data: await proposalsService.listForJob(requireAuth(request).userId, request.params.jobId),
    }),
  );

  api.put(
    '/api/proposals/:id/accept',
    {
      schema: {
        tags,
        description:
          'No body accepts the bid as one milestone; `milestones` (2 to 10, adding up to the bid) splits it.',
        params: ZIdParams,
        body: ZAcceptProposal,
        response: { 200: dataEnvelope(ZAcceptResult) },
      },
      ...guards.client('parties'),
    },
    async (request) => ({
      data: await proposalsService.accept(
        requireAuth(request).userId,
        request.params.id,
        request.body,
      ),
    }),
  );

  api.put(
    '/api/proposals/:id/refuse',
    {
      schema: { tags, params: ZIdParams, response: { 200: dataEnvelope(ZProposal) } },
      ...guards.client('parties'),
    },
    async (request) => ({
      data: await proposalsService.refuse(requireAuth(request).userId, request.params.id),
    }),
  );

  api.put(
    '/api/proposals/:id/withdraw',
    {
      schema: { tags, params: ZIdParams, response: { 200: dataEnvelope(ZProposal) } },
      ...guards.freelancer('parties'),
    },
    async (request) => ({
      data: await proposalsService.withdraw(requireAuth(request).userId, request.params.id),
    }),
  );

  api.put(
    '/api/proposals/:id/complete',
    {
      schema: { tags, params: ZIdParams, response: { 200: dataEnvelope(ZProposal) } },
      ...guards.client('parties'),
    },
    async (request) => ({
      data: await proposalsService.complete(requireAuth(request).userId, request.params.id),
    }),
  );

  api.post(
    '/api/chats/setExpiryDate',
    {
      schema: { tags: ['chats'], body: ZSetExpiryDate, response: { 200: dataEnvelope(ZChat) } },
      ...guards.signedIn('owner'),
    },
    async (request) => ({
      data: await proposalsService.setContractEnd(
        requireAuth(request).userId,
        request.body.chat_id,
        request.body.end_date,
      ),
    }),
  );
};
