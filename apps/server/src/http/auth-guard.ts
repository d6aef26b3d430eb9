import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { TAccountType } from '@marketplace/contract';
import type { AuthContext, SessionVerifier } from '#kernel/auth-context.ts';
import { AppError } from '#kernel/app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const ACCOUNT_TYPE_LABEL: Record<TAccountType, string> = {
  client: 'clients',
  freelancer: 'freelancers',
};

/** Hooks that routes list in `onRequest`; the role is always checked here, never trusted from the client. */
export const createGuards = (sessions: SessionVerifier) => {
  const signedIn: onRequestHookHandler = async (request) => {
    // The scheme name is case-insensitive (RFC 7235); some clients send `bearer`.
    const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw new AppError('unauthorized', 'Please sign in to continue.');
    const auth = await sessions.authenticate(token);
    if (!auth) throw new AppError('unauthorized', 'Your session has ended. Please sign in again.');
    request.auth = auth;
  };

  const role =
    (accountType: TAccountType): onRequestHookHandler =>
    async (request) => {
      if (requireAuth(request).accountType !== accountType) {
        throw new AppError('forbidden', `Only ${ACCOUNT_TYPE_LABEL[accountType]} can do this.`);
      }
    };

  return {
    signedIn,
    client: [signedIn, role('client')],
    freelancer: [signedIn, role('freelancer')],
  };
};

export type Guards = ReturnType<typeof createGuards>;

/** The caller of a route guarded by `signedIn`. */
export const requireAuth = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw new AppError('unauthorized', 'Please sign in to continue.');
  return request.auth;
};
