import { jwtVerify, SignJWT } from 'jose';

export type TokenClaims = { userId: number; sessionId: string };

const ALGORITHM = 'HS256';

export const createTokenSigner = (secret: string) => {
  const key = new TextEncoder().encode(secret);
  return {
    sign: async ({ userId, sessionId }: TokenClaims, expiresAt: Date): Promise<string> =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),

    /** Undefined for anything that is not a token we signed and that has not expired. */
    verify: async (token: string): Promise<TokenClaims | undefined> => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return undefined;
        return { userId, sessionId: payload.sid };
      } catch {
        return undefined;
      }
    },
  };
};

export type TokenSigner = ReturnType<typeof createTokenSigner>;
