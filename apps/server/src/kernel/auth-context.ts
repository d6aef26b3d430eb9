import type { TAccountType } from '@marketplace/contract';

/** Who is calling: the signed-in user behind a request or a socket. */
export type AuthContext = { userId: number; sessionId: string; accountType: TAccountType };

/**
 * Turns a bearer token into the caller, or undefined when the token is invalid, expired or
 * revoked. The auth module provides it; HTTP guards and the socket only depend on this shape.
 */
export type SessionVerifier = { authenticate: (token: string) => Promise<AuthContext | undefined> };
