import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { TAccountType } from '@marketplace/contract';
import type { AuthContext, SessionVerifier } from '#kernel/auth-context.ts';
import { AppError } from '#kernel/app-error.ts';
import type { AccessCaller, AccessObjects, RouteAccess } from './route-access.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const ACCOUNT_TYPE_LABEL: Record<TAccountType, string> = {
  client: 'clients',
  freelancer: 'freelancers',
};

/**
 * Each route states who may call it by spreading one of these into its options, e.g.
 * `...guards.client('owner')`: that one declaration is both the rule the route table shows
 * (`config.access`) and the `onRequest` guard that enforces its account type. The role is
 * always checked here, never trusted from the client; whose object it is (`objects`) is
 * checked by the service, which answers a stranger 403 or 404.
 */
export const createGuards = (
  sessions: SessionVerifier,
  admins: { isAdmin: (userId: number) => Promise<boolean> },
) => {
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

  // Asked of the database on each admin request (not cached with the session), so a role
  // the operator revokes stops working at once on every instance.
  const adminOnly: onRequestHookHandler = async (request) => {
    if (!(await admins.isAdmin(requireAuth(request).userId)))
      throw new AppError('forbidden', 'Only admins can do this.');
  };

  const hooks: Record<AccessCaller, readonly onRequestHookHandler[]> = {
    anyone: [],
    signedIn: [signedIn],
    client: [signedIn, role('client')],
    freelancer: [signedIn, role('freelancer')],
    admin: [signedIn, adminOnly],
  };

  const declare =
    (caller: Exclude<AccessCaller, 'anyone'>) =>
    (
      objects: AccessObjects,
    ): { config: { access: RouteAccess }; onRequest: onRequestHookHandler[] } => ({
      config: { access: { caller, objects } },
      onRequest: [...hooks[caller]],
    });

  return {
    signedIn: declare('signedIn'),
    client: declare('client'),
    freelancer: declare('freelancer'),
    /** Admin routes reach everyone's objects: that is what the console is for. */
    admin: () => declare('admin')('everyone'),
    /** The guard a rule's caller gets; the route table checks each route against it. */
    hooksOf: (caller: AccessCaller) => hooks[caller],
  };
};

export type Guards = ReturnType<typeof createGuards>;

/** The caller of a route declared for signed-in callers. */
export const requireAuth = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw new AppError('unauthorized', 'Please sign in to continue.');
  return request.auth;
};
